/**
 * Insert throughput of the local Data API beside raw PGlite, in one run:
 *   raw  early-access rows inserted straight into a fresh PGlite with `query()` and parameters, one after
 *        another (PGlite has one connection, so that is its best case);
 *   api  the same rows POSTed as the anonymous visitor by concurrent keep-alive HTTP clients to the CLI
 *        (`src/cli.ts` in its own process with its own fresh database, as `pnpm start` runs it).
 * The two alternate in rounds, so a machine whose load changes during the run treats both alike. At the end
 * it counts the stored rows through the API and fails when an accepted insert is missing.
 *
 *   pnpm --filter @app/data-api bench [-- --inserts 5000 --clients 20 --rounds 5]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { EARLY_ACCESS_TABLE, type EarlyAccessRow } from '@app/forms/rows'
import { buildEarlyAccessRow } from '@app/forms/rows-from-values'
import { testContext, validEarlyAccess } from '@app/forms/test-fixtures'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@app/site-config'
import type { Database } from '../src/database/database.ts'
import { migrate } from '../src/database/migrate.ts'
import { openDatabase } from '../src/database/open.ts'
import { startCli } from '../test/start-cli.ts'

const { values: options } = parseArgs({
  // `pnpm bench -- --inserts 9000` passes the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    inserts: { type: 'string', default: '5000' },
    clients: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
  },
})
const inserts = Number(options.inserts)
const clients = Number(options.clients)
const rounds = Number(options.rounds)
const perRound = Math.ceil(inserts / rounds)
const warmup = 5000

const rows = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildEarlyAccessRow({ ...validEarlyAccess, email: `${label}.${index}@example.com` }, testContext),
  )
const columns = Object.keys(rows('shape', 1)[0] ?? {}) as Array<keyof EarlyAccessRow>
const rawInsert = `insert into public.${EARLY_ACCESS_TABLE} (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`

/** Seconds to insert `batch` straight into PGlite. */
async function insertRaw(database: Database, batch: EarlyAccessRow[]): Promise<number> {
  const started = performance.now()
  for (const row of batch)
    await database.query(
      rawInsert,
      columns.map((column) => row[column]),
    )
  return (performance.now() - started) / 1000
}

const agent = new Agent({ keepAlive: true, maxSockets: clients })

let visitors = 0
/**
 * Each insert comes from an address of its own, as a crowd of visitors registering once each: the database's
 * per-address rate limit (20 a minute) is on, and every request pays for its count, but none is refused.
 */
function nextVisitorAddress(): string {
  visitors += 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}

function post(url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(`/rest/v1/${EARLY_ACCESS_TABLE}`, url),
      {
        method: 'POST',
        agent,
        headers: {
          apikey: LOCAL_ANON_KEY,
          Authorization: `Bearer ${LOCAL_ANON_KEY}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': nextVisitorAddress(),
        },
      },
      (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
    )
    outgoing.on('error', reject).end(body)
  })
}

/** Posts `batch` with `clients` concurrent clients: seconds taken, accepted inserts, each latency in ms. */
async function insertViaApi(url: URL, batch: EarlyAccessRow[]) {
  const bodies = batch.map((row) => JSON.stringify(row))
  const latencies: number[] = []
  let accepted = 0
  let next = 0
  const client = async () => {
    for (let body = bodies[next++]; body !== undefined; body = bodies[next++]) {
      const started = performance.now()
      if ((await post(url, body)) === 201) accepted++
      latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, client))
  return { seconds: (performance.now() - started) / 1000, accepted, latencies }
}

async function storedRows(url: URL): Promise<number> {
  const response = await fetch(new URL(`/rest/v1/${EARLY_ACCESS_TABLE}?select=id`, url), {
    method: 'HEAD',
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Prefer: 'count=exact' },
  })
  return Number(response.headers.get('content-range')?.split('/')[1])
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0

const scratch = await mkdtemp(path.join(tmpdir(), 'data-api-bench-'))
try {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load ${load}; ${rounds} rounds of ${perRound}`,
  )
  const database = await openDatabase({ dataDir: path.join(scratch, 'raw') }, console.error)
  await migrate(database)
  const cli = await startCli(path.join(scratch, 'api'))
  const apiUrl = new URL(cli.url)
  try {
    await insertRaw(database, rows('raw-warmup', warmup))
    const warm = await insertViaApi(apiUrl, rows('api-warmup', warmup))
    let rawSeconds = 0
    let apiSeconds = 0
    let accepted = 0
    const latencies: number[] = []
    for (let round = 0; round < rounds; round++) {
      rawSeconds += await insertRaw(database, rows(`raw-${round}`, perRound))
      const run = await insertViaApi(apiUrl, rows(`api-${round}`, perRound))
      apiSeconds += run.seconds
      accepted += run.accepted
      latencies.push(...run.latencies)
    }
    const stored = await storedRows(apiUrl)
    latencies.sort((a, b) => a - b)
    const total = rounds * perRound
    const rawRate = total / rawSeconds
    const apiRate = accepted / apiSeconds
    const lost = warm.accepted + accepted - stored
    console.log(`
| ${total} inserts | rows/s | p50 | p99 |
| --- | ---: | ---: | ---: |
| raw PGlite (\`query\`, sequential) | ${rawRate.toFixed(0)} | | |
| Data API (HTTP, ${clients} concurrent clients) | ${apiRate.toFixed(0)} | ${percentile(latencies, 0.5).toFixed(1)} ms | ${percentile(latencies, 0.99).toFixed(1)} ms |

API / raw: ${((apiRate / rawRate) * 100).toFixed(0)} % (target ≥ 50 %); p99 target ≤ 50 ms
Accepted ${warm.accepted + accepted} (${warmup} warm-up + ${total}), stored ${stored}, lost ${lost}, refused ${total - accepted}`)
    if (lost !== 0 || accepted !== total) process.exitCode = 1
  } finally {
    agent.destroy()
    cli.child.kill('SIGTERM')
    await cli.exited
    await database.close()
  }
} finally {
  await rm(scratch, { recursive: true, force: true })
}
