import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../src/database/migrate.ts'
import { openDatabase } from '../src/database/open.ts'
import { type DataApi, startDataApi } from '../src/index.ts'
import { request, serviceKey } from './support.ts'

/**
 * The API in front of a database that reports an internal error (XX000, raised by a test trigger, as a
 * broken engine reports itself): 503 until the database was reopened and checked, never a 2xx for a row that
 * was not stored, and the rows acknowledged before and after are there — also after a restart.
 */
const probeSql = new URL('./fixtures/engine-failure-probe.sql', import.meta.url)
const table = 'engine_failure_probe'

describe('an internal error of the database (PGlite)', () => {
  let folder = ''
  let dataDir = ''
  let api: DataApi | undefined
  const lines: string[] = []
  const start = async () => {
    api = await startDataApi({ port: 0, dataDir, log: (line) => lines.push(line) })
    return api.url
  }
  const insert = (url: string, note: string) =>
    request(url, table, { key: serviceKey, method: 'POST', body: JSON.stringify({ note }) })
  const notes = async (url: string) => {
    const response = await request(url, `${table}?select=note&order=id`, { key: serviceKey })
    expect(response.status).toBe(200)
    return ((await response.json()) as Array<{ note: string }>).map((row) => row.note)
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'data-api-engine-'))
    dataDir = path.join(folder, 'pglite')
    const database = await openDatabase({ dataDir }, console.error)
    await migrate(database)
    await database.exec(await readFile(probeSql, 'utf8'))
    await database.close()
  }, 60_000)
  afterAll(async () => {
    await api?.close()
    await rm(folder, { recursive: true, force: true })
  })

  it('answers 503 until the database is reopened and checked, and loses no acknowledged row', async () => {
    const url = await start()
    expect((await insert(url, 'before')).status).toBe(201)
    const failing = await insert(url, 'fail')
    expect(failing.status).toBe(503)
    expect(await failing.json()).toEqual({
      code: '08006',
      details: null,
      hint: 'Try again in a moment.',
      message: 'The database is being reopened after an internal error',
    })
    // Every answer until the reopen is a 503 that stored nothing; then inserts are stored again.
    const answers: number[] = []
    for (let attempt = 0; attempt < 200; attempt++) {
      const status = (await insert(url, `retry ${attempt}`)).status
      answers.push(status)
      if (status === 201) break
      expect(status).toBe(503)
    }
    expect(answers.at(-1)).toBe(201)
    expect(lines).toContain('[data-api] database reopened and checked after an internal error')
    const acknowledged = ['before', `retry ${answers.length - 1}`]
    expect(await notes(url)).toEqual(acknowledged)

    await api?.close()
    expect(await notes(await start())).toEqual(acknowledged)
  }, 60_000)
})
