/**
 * One database per test run and per target, each behind a Data API on a free port: PGlite always (a fresh
 * folder copied from the template, so about a second), and a scratch database on the PostgreSQL server of
 * `DATABASE_URL` when it is set. Tests use unique emails, so they share the databases.
 */
import { readFile } from 'node:fs/promises'
import { EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE } from '@app/forms/rows'
import type { TestProject } from 'vitest/node'
import type { OptionCatalogue } from '../src/catalogue/option-catalogue.ts'
import type { Database } from '../src/database/database.ts'
import { migrate } from '../src/database/migrate.ts'
import { serveDataApi } from '../src/start.ts'
import { type ScratchDatabase, scratchPglite, scratchPostgres } from './scratch-databases.ts'
import type { DataApiTarget, SchemaFacts } from './targets.ts'

const registrationTables = [EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE]
const apiRoles = ['anon', 'authenticated', 'service_role']
const tablePrivileges = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']
const probeSql = new URL('./fixtures/contract-probe.sql', import.meta.url)

async function readFacts(db: Database, reapplied: string[]): Promise<SchemaFacts> {
  const catalogue = await db.query<{ catalogue: OptionCatalogue }>(
    'select private.option_catalogue() as catalogue',
  )
  const rowLevelSecurity = await db.query<{ table: string; enabled: boolean }>(
    `select relname as "table", relrowsecurity as enabled from pg_class
      where relnamespace = 'public'::regnamespace and relname = any($1) order by 1`,
    [registrationTables],
  )
  const policies = await db.query<{ table: string; command: string; roles: string[] }>(
    `select tablename as "table", cmd as command, roles::text[] as roles from pg_policies
      where schemaname = 'public' and tablename = any($1) order by 1, 2`,
    [registrationTables],
  )
  const privileges = await db.query<{ role: string; table: string; privilege: string }>(
    `select r.role, t.name as "table", p.privilege
       from unnest($1::text[]) r(role), unnest($2::text[]) t(name), unnest($3::text[]) p(privilege)
      where has_table_privilege(r.role, 'public.' || quote_ident(t.name), p.privilege) order by 1, 2, 3`,
    [apiRoles, registrationTables, tablePrivileges],
  )
  const insertableColumns = await db.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relnamespace = 'public'::regnamespace and c.relname = any($1)
        and has_column_privilege('anon', c.oid, a.attnum, 'INSERT') order by 1, a.attnum`,
    [registrationTables],
  )
  // As Supabase's advisor lint "function_search_path_mutable" finds them: a function without its own search_path
  // looks names up in whatever search_path its caller set. Every schema but PostgreSQL's own; extensions' functions
  // are the extension's business.
  const functionsWithoutFixedSearchPath = await db.query<{ function: string }>(
    `select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as "function"
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and not exists (select from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        and not exists (select from unnest(coalesce(p.proconfig, '{}')) config where config like 'search_path=%')
      order by 1`,
  )
  const history = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  )
  return {
    catalogue: catalogue.rows[0]?.catalogue as OptionCatalogue,
    rowLevelSecurity: rowLevelSecurity.rows,
    policies: policies.rows,
    privileges: privileges.rows,
    insertableColumns: insertableColumns.rows,
    functionsWithoutFixedSearchPath: functionsWithoutFixedSearchPath.rows.map((row) => row.function),
    migrationHistory: history.rows.map((row) => row.version),
    reapplied,
  }
}

async function startTarget(
  scratch: ScratchDatabase,
): Promise<{ target: DataApiTarget; close: () => Promise<void> }> {
  const { name, database } = scratch
  try {
    await migrate(database)
    const facts = await readFacts(database, await migrate(database))
    await database.exec(await readFile(probeSql, 'utf8'))
    const api = await serveDataApi(database, { port: 0, log: () => undefined })
    return {
      target: { name, url: api.url, facts },
      close: async () => {
        await api.close()
        await scratch.remove()
      },
    }
  } catch (error) {
    await scratch.remove()
    throw error
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = []
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const targets: DataApiTarget[] = []
    const pglite = await startTarget(await scratchPglite())
    cleanups.push(pglite.close)
    targets.push(pglite.target)

    const serverUrl = process.env.DATABASE_URL
    let postgresSkipReason: string | undefined
    if (serverUrl) {
      const server = await startTarget(await scratchPostgres(serverUrl))
      cleanups.push(server.close)
      targets.push(server.target)
    } else {
      postgresSkipReason =
        'DATABASE_URL is not set: the suite ran on PGlite only. Point it at a PostgreSQL server ' +
        '(e.g. postgresql://postgres@127.0.0.1:5432/postgres) to run the same tests there.'
      console.warn(`[data-api tests] ${postgresSkipReason}`)
    }
    project.provide('dataApiTargets', targets)
    project.provide('postgresSkipReason', postgresSkipReason)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
