import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './database.ts'
import { DatabaseUnavailableError, isEngineFailure, withRecovery } from './health.ts'
import { openPglite } from './pglite.ts'
import { prepareDataDir } from './pglite-data-dir.ts'
import { PostgresError } from './simple-query.ts'
import { NulCharacterError, sql } from './statement.ts'

const report = (code: string, severity = 'ERROR') =>
  new PostgresError(severity, code, 'x', undefined, undefined, 0)

describe('isEngineFailure', () => {
  it.each([
    ['XX000 (internal error, ERRORDATA_STACK_SIZE)', report('XX000'), true],
    ['58030 (I/O error)', report('58030'), true],
    ['54001 (stack depth)', report('54001'), true],
    ['a PANIC', report('00000', 'PANIC'), true],
    ['a WebAssembly abort', new WebAssembly.RuntimeError('unreachable'), true],
    ['a lost connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), true],
    ['23505 (a duplicate)', report('23505'), false],
    ['22P02 (bad input)', report('22P02'), false],
    ['42501 (not allowed)', report('42501'), false],
    ['54000 (a value too large to index)', report('54000'), false],
    ['a NUL in a value', new NulCharacterError(), false],
    ['the 503 itself', new DatabaseUnavailableError(), false],
  ])('%s → %s', (_, error, expected) => {
    expect(isEngineFailure(error)).toBe(expected)
  })
})

/**
 * On a real PGlite folder. PostgreSQL lets a superuser raise any SQLSTATE, so `XX000` here is a genuine
 * error report of the internal-error class, sent by the engine as a broken one would send it.
 */
describe('withRecovery', () => {
  let scratch = ''
  let database: Database & { recovered(): Promise<void> }
  let opened = 0
  const lines: string[] = []

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'data-api-health-'))
    await prepareDataDir(scratch)
    const open = () => {
      opened++
      return openPglite(scratch)
    }
    database = withRecovery(await open(), { reopen: open, log: (line) => lines.push(line), retryDelay: 50 })
    await database.exec('create table public.kept (id int primary key)')
  })
  afterAll(async () => {
    await database.close()
    await rm(scratch, { recursive: true, force: true })
  })

  const ids = async () =>
    (await database.query<{ id: number }>('select id from public.kept order by id')).rows.map((row) => row.id)

  it('answers client errors as they are and stays on the same engine', async () => {
    await database.batch([sql`insert into public.kept values (${'1'})`])
    await expect(database.batch([sql`insert into public.kept values (${'1'})`])).rejects.toMatchObject({
      code: '23505',
    })
    await expect(
      database.transaction(async () => Promise.reject(new Error('rolled back by the caller'))),
    ).rejects.toThrow('rolled back by the caller')
    expect(opened).toBe(1)
  })

  it('turns an internal error into 503s — for the failing call, the ones queued behind it and later ones — until reopened and checked', async () => {
    const failing = database.exec(`do $$ begin raise exception 'broken' using errcode = 'XX000'; end $$`)
    const queued = database.batch([sql`insert into public.kept values (${'2'})`])
    await expect(failing).rejects.toBeInstanceOf(DatabaseUnavailableError)
    await expect(queued).rejects.toBeInstanceOf(DatabaseUnavailableError)
    await expect(database.batch([sql`insert into public.kept values (${'3'})`])).rejects.toMatchObject({
      code: '08006',
    })
    await database.recovered()
    expect(opened).toBe(2)
    expect(lines.at(-1)).toBe('[data-api] database reopened and checked after an internal error')
    await database.batch([sql`insert into public.kept values (${'4'})`])
    // 2 may have been stored before the engine was closed; it was never acknowledged. 3 never ran.
    expect((await ids()).filter((id) => id !== 2)).toEqual([1, 4])
  })

  it('sees an engine failure inside a transaction, not only what the caller throws', async () => {
    await expect(
      database.transaction((tx) =>
        tx.exec(`do $$ begin raise exception 'broken' using errcode = 'XX000'; end $$`),
      ),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError)
    await database.recovered()
    expect(opened).toBe(3)
    expect((await ids()).filter((id) => id !== 2)).toEqual([1, 4])
  })
})
