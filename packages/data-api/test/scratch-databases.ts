import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Database } from '../src/database/database.ts'
import { withRecovery } from '../src/database/health.ts'
import { type DatabaseLocation, openDatabase } from '../src/database/open.ts'

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

/** A new database on the PostgreSQL server of `serverUrl`, dropped by `remove`. */
export async function scratchPostgres(serverUrl: string): Promise<ScratchDatabase> {
  const name = `data_api_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await withClient(serverUrl, (client) => client.query(`create database ${name}`))
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
