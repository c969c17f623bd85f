import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Database } from '../src/database/database.ts'
import { withRecovery } from '../src/database/health.ts'
import { type DatabaseLocation, openDatabase } from '../src/database/open.ts'
import { isRunning } from '../src/is-running.ts'

/**
 * A fresh, empty database of one kind, behind the same engine-failure guard as `startDataApi`'s; `remove`
 * closes it and deletes it.
 */
export interface ScratchDatabase {
  name: 'PGlite' | 'PostgreSQL server'
  database: Database
  remove(): Promise<void>
}

async function openGuarded(location: DatabaseLocation): Promise<Database> {
  const reopen = () => openDatabase(location, console.error)
  return withRecovery(await reopen(), { reopen, log: console.error })
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A PGlite database in a new folder (a copy of the template, so about a second). */
export async function scratchPglite(): Promise<ScratchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'data-api-test-'))
  const database = await openGuarded({ dataDir })
  return {
    name: 'PGlite',
    database,
    remove: async () => {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

const SCRATCH_PREFIX = 'data_api_test_'

/**
 * Drops the scratch databases of test runs that were stopped before their `remove` (Ctrl-C, a killed CI job):
 * each name carries the id of the process that made it, and one no longer running will never drop its own. A
 * developer's long-lived server would otherwise keep every one of them.
 */
async function dropLeftovers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [SCRATCH_PREFIX],
  )
  for (const { datname } of rows) {
    const pid = Number(datname.slice(SCRATCH_PREFIX.length).split('_')[0])
    if (!Number.isInteger(pid) || pid <= 0 || isRunning(pid)) continue
    // Not `with (force)`: a database someone is still connected to (a run on another machine that shares the
    // server, whose process ids mean nothing here) is refused, and left alone.
    await client.query(`drop database if exists ${datname}`).catch(() => {})
  }
}

/** A new database on the PostgreSQL server of `serverUrl`, dropped by `remove`. */
export async function scratchPostgres(serverUrl: string): Promise<ScratchDatabase> {
  const name = `${SCRATCH_PREFIX}${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await withClient(serverUrl, async (client) => {
    await dropLeftovers(client)
    await client.query(`create database ${name}`)
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openGuarded({ databaseUrl: url.toString() }).catch(async (error: unknown) => {
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${name}`))
    throw error
  })
  return {
    name: 'PostgreSQL server',
    database,
    remove: async () => {
      await database.close()
      // Not `with (force)`: the pool's connections are still closing, and PostgreSQL waits for them.
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name}`))
    },
  }
}
