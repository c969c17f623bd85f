/**
 * The anonymous insert rate limit (supabase/migrations/…_insert_rate_limit.sql) through the real Data API:
 * the database's pre-request function, read from the authenticator role's `pgrst.db_pre_request` as PostgREST
 * reads it, answering 429 by RAISE SQLSTATE 'PGRST'. Each target gets a database of its own, so the limit can
 * be changed in its settings row as an owner would, without touching the databases other tests share.
 */
import { createRegistrationClient } from '@app/forms/client'
import { GENERIC_FAILURE, outcomeMessage } from '@app/forms/messages'
import { buildEarlyAccessRow, buildWebsummitRow } from '@app/forms/rows-from-values'
import { testContext, validEarlyAccess, validWebsummit } from '@app/forms/test-fixtures'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { migrate } from '../src/database/migrate.ts'
import { serveDataApi } from '../src/start.ts'
import { type ScratchDatabase, scratchPglite, scratchPostgres } from './scratch-databases.ts'
import {
  anonKey,
  request,
  rowsWithEmail,
  signKey,
  uniqueEmail,
  visitorAddress,
  visitorNetwork,
} from './support.ts'

const kinds: Array<() => Promise<ScratchDatabase>> = [scratchPglite]
const serverUrl = process.env.DATABASE_URL
if (serverUrl) kinds.push(() => scratchPostgres(serverUrl))

const table = 'early_access_registrations'
/** A 16-bit group of an IPv6 address. */
const randomHex = () => (0x1000 + Math.floor(Math.random() * 0xefff)).toString(16)
const row = (email = uniqueEmail('limit')) => buildEarlyAccessRow({ ...validEarlyAccess, email }, testContext)

/**
 * The limit counts inserts per fixed window of the clock (a minute here), as the database computes it. A test whose
 * requests straddle a window's end has them counted in two windows and fails for no fault of the limit, so it runs
 * again, at most twice more: every run uses fresh addresses and sets the limit it needs.
 */
function inOneWindow(body: () => Promise<void>): () => Promise<void> {
  const minute = () => Math.floor(Date.now() / 60_000)
  return async () => {
    for (let run = 1; ; run += 1) {
      const started = minute()
      try {
        return await body()
      } catch (error) {
        if (run === 3 || minute() === started) throw error
      }
    }
  }
}

describe('inOneWindow', () => {
  const failingRun = (minutesPassing: number) => {
    let runs = 0
    const body = async () => {
      runs += 1
      vi.setSystemTime(Date.now() + minutesPassing * 60_000)
      throw new Error(`run ${runs} failed`)
    }
    return { test: inOneWindow(body), runs: () => runs }
  }

  it('runs a failing test again only when a window ended during it, three runs at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const within = failingRun(0)
      await expect(within.test()).rejects.toThrow('run 1 failed')
      expect(within.runs()).toBe(1)
      const straddling = failingRun(1)
      await expect(straddling.test()).rejects.toThrow('run 3 failed')
      expect(straddling.runs()).toBe(3)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe.each(kinds)('the insert rate limit (%#: 0 PGlite, 1 PostgreSQL server)', (open) => {
  let scratch: ScratchDatabase
  let url: string
  let close: () => Promise<void>

  beforeAll(async () => {
    scratch = await open()
    await migrate(scratch.database)
    const api = await serveDataApi(scratch.database, { port: 0, log: () => undefined })
    url = api.url
    close = async () => {
      await api.close()
      await scratch.remove()
    }
  })
  afterAll(() => close())

  /** What an owner runs in the SQL editor. */
  const setLimit = (maxInserts: number, windowSeconds = 60) =>
    scratch.database.query('update private.insert_rate_limit set max_inserts = $1, window_seconds = $2', [
      maxInserts,
      windowSeconds,
    ])
  const insertFrom = (forwardedFor: string, body: unknown = row(), headers: Record<string, string> = {}) =>
    request(url, table, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'X-Forwarded-For': forwardedFor, ...headers },
    })
  const statuses = async (count: number, send: () => Promise<Response>) => {
    const result: number[] = []
    for (let index = 0; index < count; index += 1) result.push((await send()).status)
    return result
  }

  it(
    'starts at 20 inserts per address a minute, in one settings row',
    inOneWindow(async () => {
      const { rows } = await scratch.database.query('select * from private.insert_rate_limit')
      expect(rows).toEqual([{ singleton: true, max_inserts: 20, window_seconds: 60 }])
      const flood = visitorAddress()
      expect(await statuses(21, () => insertFrom(flood))).toEqual([...Array(20).fill(201), 429])
    }),
  )

  it(
    'answers 429 with a clear message and Retry-After past the limit, stores nothing, and lets another address in',
    inOneWindow(async () => {
      await setLimit(3)
      const flood = visitorAddress()
      expect(await statuses(3, () => insertFrom(flood))).toEqual([201, 201, 201])
      const refusedRow = row()
      const refused = await insertFrom(flood, refusedRow)
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(await refused.json()).toEqual({
        code: 'PT429',
        message: 'Too many registrations from this address. Please try again in a minute.',
        details: 'At most 3 registrations per address every 60 seconds.',
        hint: null,
      })
      expect(await rowsWithEmail(url, table, refusedRow.email)).toBe(0)
      expect((await insertFrom(visitorAddress())).status).toBe(201)
    }),
  )

  it(
    'counts the first address of X-Forwarded-For (or CF-Connecting-IP), whatever proxies follow it',
    inOneWindow(async () => {
      await setLimit(2)
      const client = visitorAddress()
      expect(
        await statuses(1, () => insertFrom(`${client}, 10.0.0.1`)).then(async (first) => [
          ...first,
          (await insertFrom(`${client}, 10.0.0.2, 10.0.0.3`)).status,
          (await insertFrom(client)).status,
        ]),
      ).toEqual([201, 201, 429])
      const behindCloudflare = visitorAddress()
      expect(
        await statuses(3, () =>
          insertFrom(visitorAddress(), row(), { 'CF-Connecting-IP': behindCloudflare }),
        ),
      ).toEqual([201, 201, 429])
    }),
  )

  it(
    'counts an IPv6 client by its /64 network, however it writes its address; other networks and IPv4 count on their own',
    inOneWindow(async () => {
      await setLimit(3)
      // One subscriber's /64: a host rotating its address within it is still one visitor.
      const network = visitorNetwork()
      const sameNetwork = [
        `${network}::1`,
        `${network}:0:0:0:2`,
        `${network.toUpperCase()}:FFFF:FFFF:FFFF:FFFF`,
      ]
      for (const address of sameNetwork) expect((await insertFrom(address)).status, address).toBe(201)
      expect((await insertFrom(`${network}:${randomHex()}::3`)).status).toBe(429)
      const behindCloudflare = visitorNetwork()
      expect(
        await statuses(4, () =>
          insertFrom(visitorAddress(), row(), {
            'CF-Connecting-IP': `${behindCloudflare}:${randomHex()}::1`,
          }),
        ),
      ).toEqual([201, 201, 201, 429])
      // The neighbouring /64 and an IPv4 address are other visitors; so is what is not an address at all.
      const last = network.lastIndexOf(':')
      const neighbour = `${network.slice(0, last)}:${(Number.parseInt(network.slice(last + 1), 16) ^ 1).toString(16)}`
      for (const address of [`${neighbour}::1`, '198.51.100.7', 'not an address'])
        expect((await insertFrom(address)).status, address).toBe(201)
    }),
  )

  it(
    'counts stored inserts only: refused rows, reads and other roles cost nothing',
    inOneWindow(async () => {
      await setLimit(2)
      const address = visitorAddress()
      expect(await statuses(5, () => insertFrom(address, { ...row(), full_name: 'A' }))).toEqual(
        Array(5).fill(400),
      )
      const read = await request(url, table, { headers: { 'X-Forwarded-For': address } })
      expect(read.status).toBe(401)
      expect(await statuses(3, () => insertFrom(address))).toEqual([201, 201, 429])
    }),
  )

  it(
    'counts rows, not requests: an array of rows past the limit is refused whole, in either table',
    inOneWindow(async () => {
      await setLimit(3)
      const rows = (count: number) => Array.from({ length: count }, () => row())
      const bulk = visitorAddress()
      const tooMany = rows(4)
      const refused = await insertFrom(bulk, tooMany)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({ code: 'PT429' })
      for (const { email } of tooMany) expect(await rowsWithEmail(url, table, email)).toBe(0)
      expect(await statuses(1, () => insertFrom(bulk, rows(3)))).toEqual([201])
      expect((await insertFrom(bulk)).status).toBe(429)

      const mixed = visitorAddress()
      expect((await insertFrom(mixed)).status).toBe(201)
      expect((await insertFrom(mixed, rows(3))).status).toBe(429)
      expect((await insertFrom(mixed, rows(2))).status).toBe(201)
      expect((await insertFrom(mixed)).status).toBe(429)

      const survey = (email = uniqueEmail('limit')) =>
        buildWebsummitRow({ ...validWebsummit, email }, testContext)
      const surveys = await request(url, 'websummit_registrations', {
        method: 'POST',
        body: JSON.stringify([survey(), survey(), survey(), survey()]),
        headers: { 'X-Forwarded-For': visitorAddress() },
      })
      expect(surveys.status).toBe(429)
    }),
  )

  it(
    'holds every signed token that runs as anon to it: one without a role is counted, one whose role is not text is refused',
    inOneWindow(async () => {
      await setLimit(1)
      const withKey = async (claims: Record<string, unknown>, address: string, body = row()) =>
        insertFrom(address, body, {
          apikey: await signKey(claims),
          Authorization: `Bearer ${await signKey(claims)}`,
        })
      const noRole = visitorAddress()
      expect((await withKey({}, noRole)).status).toBe(201)
      expect((await withKey({}, noRole)).status).toBe(429)
      for (const role of [['anon'], { name: 'anon' }, null, 7]) {
        const refusedRow = row()
        const refused = await withKey({ role }, visitorAddress(), refusedRow)
        expect(refused.status).toBe(401)
        expect(await refused.json()).toMatchObject({ code: '22023' })
        expect(await rowsWithEmail(url, table, refusedRow.email)).toBe(0)
      }
    }),
  )

  it(
    'takes a changed limit from the next request on',
    inOneWindow(async () => {
      await setLimit(1)
      const address = visitorAddress()
      expect(await statuses(2, () => insertFrom(address))).toEqual([201, 429])
      await setLimit(3)
      expect(await statuses(3, () => insertFrom(address))).toEqual([201, 201, 429])
      await setLimit(0)
      expect((await insertFrom(visitorAddress())).status).toBe(429)
    }),
  )

  it(
    'starts counting again in the next window, whose first request prunes the counts of past windows',
    inOneWindow(async () => {
      await setLimit(1)
      // Counted by their /64 networks, which is what the counts hold.
      const [network, otherNetwork] = [visitorNetwork(), visitorNetwork()]
      const [address, other] = [`${network}::/64`, `${otherNetwork}::/64`]
      expect(await statuses(2, () => insertFrom(`${network}::1`))).toEqual([201, 429])
      expect((await insertFrom(`${otherNetwork}::1`)).status).toBe(201)
      // An hour passes, as far as the counts and the pruning bookkeeping know.
      await scratch.database.exec(`
      update private.insert_rate_counts set window_start = window_start - interval '1 hour';
      update private.insert_rate_pruning set pruned_window = pruned_window - interval '1 hour';
    `)
      const counted = async () =>
        (
          await scratch.database.query<{ address: string }>('select address from private.insert_rate_counts')
        ).rows.map((row) => row.address)
      // (Earlier tests' addresses may be there too, unless a new window began during this one.)
      expect(await counted()).toEqual(expect.arrayContaining([address, other]))
      expect(await statuses(2, () => insertFrom(`${network}::2`))).toEqual([201, 429])
      expect(await counted()).toEqual([address])
    }),
  )

  it(
    "ends in the forms' generic failure, its code PT429 logged, as every database error but a duplicate does",
    inOneWindow(async () => {
      await setLimit(1)
      const address = visitorAddress()
      const registrations = createRegistrationClient({
        supabaseUrl: url,
        anonKey,
        options: {
          global: { headers: { 'X-Forwarded-For': address } },
        },
      })
      expect(await registrations.registerEarlyAccess(row())).toEqual({ status: 'success' })
      const refused = await registrations.registerEarlyAccess(row())
      expect(refused).toMatchObject({ status: 'failure', code: 'PT429' })
      expect(outcomeMessage(refused)).toBe(GENERIC_FAILURE)
    }),
  )
})
