import { randomBytes } from 'node:crypto'
import { EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { type DataApiClient, DataApiError } from '../data-api-client.ts'
import { CliError } from '../errors.ts'
import { formatCount } from '../numbers.ts'
import type { Progress } from '../progress.ts'
import { earlyAccessSeedRows, type SeedRange, websummitSeedRows } from './seed-rows.ts'

/**
 * Rows per array insert. The seed inserts as visitors do (the anon key), so the database's insert rate limit
 * applies to it: at most 20 rows per client address a minute by default (`private.insert_rate_limit`), counted
 * per row. Each insert therefore holds 20 rows and comes from an address of its own (see `seedVisitorAddresses`).
 */
export const ROWS_PER_INSERT = 20
/** How often the progress line moves on. */
export const PROGRESS_ROWS = 1000

/**
 * The client addresses a seed run's inserts claim, in X-Forwarded-For (the local Data API, like Supabase's
 * gateway, counts the first address there): one per insert, from IPv6's private (unique local) range, made of a
 * random number for the run and the insert's place in it, both in the address's first 64 bits, since the rate
 * limit counts an IPv6 client by its /64 network. So no two inserts share a network, and a run that repeats rows
 * another run stored a moment ago is told they are there (409) rather than refused by the limit.
 */
export function seedVisitorAddresses(): () => string {
  const run = randomBytes(3).toString('hex')
  let next = 0
  return () => {
    const insert = next++
    return `fd${run.slice(0, 2)}:${run.slice(2)}:${(insert >>> 16).toString(16)}:${(insert & 0xffff).toString(16)}::5eed`
  }
}

export interface SeedRequest {
  start: number
  websummit: number
  earlyAccess: number
  seed: number
}

async function insertAll(
  client: DataApiClient,
  table: string,
  rows: readonly object[],
  nextAddress: () => string,
  progress: Progress,
) {
  for (let done = 0; done < rows.length; done += ROWS_PER_INSERT) {
    try {
      await client.insert(table, rows.slice(done, done + ROWS_PER_INSERT), {
        forwardedFor: nextAddress(),
      })
    } catch (error) {
      if (error instanceof DataApiError && error.status === 409) {
        throw new CliError(
          `${table} already holds some of these seed rows (their emails are taken). Seed rows are numbered: ` +
            'pass --start with the next free number to add more, or start the local Data API on an empty ' +
            'data folder.',
        )
      }
      if (error instanceof DataApiError && error.status === 429) {
        throw new CliError(
          `The database's insert rate limit refused ${table} after ${formatCount(done)} seed rows (the seed ` +
            `sends ${ROWS_PER_INSERT} rows from each address, and the limit is lower). Raise it for the seed — ` +
            `\`update private.insert_rate_limit set max_inserts = ${ROWS_PER_INSERT};\` (packages/data-api ` +
            `README, "Abuse protection") — then seed the rest with --start past the ${formatCount(done)} rows already stored.`,
        )
      }
      throw error
    }
    const stored = Math.min(rows.length, done + ROWS_PER_INSERT)
    if (stored % PROGRESS_ROWS === 0 || stored === rows.length) progress.rows(table, stored, rows.length)
  }
  progress.note(`Seeded ${formatCount(rows.length)} rows into ${table}`)
}

/** Inserts the numbered seed rows `start` … into both tables, 20 rows per insert. */
export async function seedDatabase(
  client: DataApiClient,
  request: SeedRequest,
  progress: Progress,
): Promise<void> {
  const range = (count: number): SeedRange => ({ start: request.start, count, seed: request.seed })
  const nextAddress = seedVisitorAddresses()
  await insertAll(client, WEBSUMMIT_TABLE, websummitSeedRows(range(request.websummit)), nextAddress, progress)
  await insertAll(
    client,
    EARLY_ACCESS_TABLE,
    earlyAccessSeedRows(range(request.earlyAccess)),
    nextAddress,
    progress,
  )
}
