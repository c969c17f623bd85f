import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './database.ts'
import { openPglite } from './pglite.ts'
import { prepareDataDir } from './pglite-data-dir.ts'
import { PostgresError } from './simple-query.ts'
import { sql } from './statement.ts'

let scratch = ''
let db: Database

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'data-api-pglite-'))
  await prepareDataDir(scratch)
  db = await openPglite(scratch)
  await db.exec('create table t (id int primary key, note text)')
})
afterAll(async () => {
  await db.close()
  await rm(scratch, { recursive: true, force: true })
})

const ids = async () =>
  (await db.query<{ id: number }>('select id from t order by id')).rows.map((row) => row.id)
const insert = (id: number) => sql`insert into t (id, note) values (${String(id)}, ${`row ${id}`})`

describe('openPglite: batches', () => {
  it('answers each statement with its rows (as text) and count, preparing each shape once', async () => {
    const read = sql`select ${'ü'}::text as value, ${null}::text as nothing, 2 as two`
    const twice = [...(await db.batch([insert(1), read])), ...(await db.batch([insert(2), read]))]
    expect(twice).toEqual([
      { rows: [], rowCount: 1 },
      { rows: [{ value: 'ü', nothing: null, two: '2' }], rowCount: 1 },
      { rows: [], rowCount: 1 },
      { rows: [{ value: 'ü', nothing: null, two: '2' }], rowCount: 1 },
    ])
    const prepared = await db.query<{ statement: string }>('select statement from pg_prepared_statements')
    expect(prepared.rows).toHaveLength(2)
  })

  it("throws PostgreSQL's error and keeps nothing of the batch: it is one transaction", async () => {
    const before = await ids()
    const failure = db.batch([insert(10), insert(1), insert(11)])
    await expect(failure).rejects.toBeInstanceOf(PostgresError)
    await expect(failure).rejects.toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' })
    expect(await ids()).toEqual(before)
  })

  it('reports the first error in the order of the statements, as the plain statements would', async () => {
    await expect(db.batch([insert(1), sql`select nope from t where id = ${'1'}`])).rejects.toMatchObject({
      code: '23505',
    })
  })

  it('remembers a shape prepared in a message that failed after it (PREPARE outlives the rollback)', async () => {
    const read = sql`select count(*) as n from t where id > ${'0'}`
    await expect(db.batch([read, insert(1)])).rejects.toMatchObject({ code: '23505' })
    const [counted] = await db.batch([read])
    expect(counted?.rows).toHaveLength(1)
  })

  it('reports an unknown column when preparing, and prepares again once the column exists', async () => {
    const read = sql`select later from t where id = ${'1'}`
    await expect(db.batch([read])).rejects.toMatchObject({ code: '42703' })
    await db.exec('alter table t add column later text')
    expect(await db.batch([read])).toEqual([{ rows: [{ later: null }], rowCount: 1 }])
  })

  it('never runs inside a transaction in progress: it waits for its end', async () => {
    let opened = () => {}
    let release = () => {}
    const open = new Promise<void>((resolve) => {
      opened = resolve
    })
    const paused = new Promise<void>((resolve) => {
      release = resolve
    })
    const transaction = db.transaction(async (tx) => {
      await tx.batch([insert(20)])
      opened()
      await paused
      throw new Error('rolled back')
    })
    await open
    const batch = db.batch([insert(21)])
    release()
    await expect(transaction).rejects.toThrow('rolled back')
    await batch
    expect(await ids()).toContain(21)
    expect(await ids()).not.toContain(20)
  })

  it('starts in the check phase of the turn it was asked in, after the I/O callbacks of that turn', async () => {
    const order: string[] = []
    setImmediate(() => order.push('callback scheduled before'))
    await db.batch([sql`select 1`]).then(() => order.push('batch'))
    expect(order).toEqual(['callback scheduled before', 'batch'])
  })
})
