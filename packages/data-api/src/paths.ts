import path from 'node:path'
import { fileURLToPath } from 'node:url'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

/** The migrations `supabase db push` applies to the hosted database; the local Data API applies the same. */
export const migrationsDir = path.join(repoRoot, 'supabase', 'migrations')
/** What a Supabase database has before the first migration (roles, grants); local only. */
export const bootstrapSqlFile = path.join(packageRoot, 'sql', 'bootstrap.sql')
/** Git-ignored (`.data/`), so local registrations survive restarts without ever reaching the repository. */
export const defaultDataDir = path.join(repoRoot, '.data', 'pglite')
export const templatesDir = path.join(repoRoot, '.data', 'pglite-templates')
