import { defaultDataDir } from '../paths.ts'
import type { Database } from './database.ts'
import { openPglite } from './pglite.ts'
import { prepareDataDir } from './pglite-data-dir.ts'
import { openPostgres } from './postgres.ts'

export interface DatabaseLocation {
  /** PGlite's folder; created from the template when it holds no database yet. */
  dataDir?: string | undefined
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string | undefined
}

export async function openDatabase(
  { dataDir = defaultDataDir, databaseUrl }: DatabaseLocation,
  log: (line: string) => void,
): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, log)
  await prepareDataDir(dataDir)
  return openPglite(dataDir)
}
