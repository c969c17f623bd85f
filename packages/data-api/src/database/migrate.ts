import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { bootstrapSqlFile, migrationsDir } from '../paths.ts'
import type { Database } from './database.ts'

export interface Migration {
  version: string
  name: string
  sql: string
}

const migrationFile = /^(\d{14})_([a-z0-9_]+)\.sql$/

/** The files of `supabase/migrations`, in the order the Supabase CLI applies them. */
export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  const migrations: Migration[] = []
  for (const file of files) {
    const match = migrationFile.exec(file)
    if (!match?.[1] || !match[2])
      throw new Error(`${file}: migration files are named YYYYMMDDHHMMSS_name.sql`)
    if (migrations.some((migration) => migration.version === match[1])) {
      throw new Error(`${file}: another migration has version ${match[1]}`)
    }
    migrations.push({
      version: match[1],
      name: match[2],
      sql: await readFile(path.join(migrationsDir, file), 'utf8'),
    })
  }
  return migrations
}

// The table the Supabase CLI keeps, so a database migrated here reads the same to `supabase migration list`.
const historyTable = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );`

/**
 * Applies the Supabase bootstrap (roles, grants) and then every migration not applied yet, each in its own
 * transaction together with its history row. Returns the versions it applied.
 */
export async function migrate(database: Database): Promise<string[]> {
  const migrations = await readMigrations()
  await database.exec(await readFile(bootstrapSqlFile, 'utf8'))
  await database.exec(historyTable)
  const applied: string[] = []
  for (const migration of migrations) {
    const didApply = await applyOnce(database, migration).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${reason}`, { cause: error })
    })
    if (didApply) applied.push(migration.version)
  }
  return applied
}

function applyOnce(database: Database, migration: Migration): Promise<boolean> {
  return database.transaction(async (tx) => {
    // Two servers starting on one database at once must not both apply a migration.
    await tx.query(`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`)
    const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [
      migration.version,
    ])
    if (done.rows.length > 0) return false
    await tx.exec(migration.sql)
    await tx.query(
      'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
      [migration.version, [migration.sql], migration.name],
    )
    return true
  })
}
