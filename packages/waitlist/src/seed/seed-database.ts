import { EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { type DataApiClient, DataApiError } from '../data-api-client.ts'
import { CliError } from '../errors.ts'
import { formatCount } from '../numbers.ts'
import type { Progress } from '../progress.ts'
import { earlyAccessSeedRows, type SeedRange, websummitSeedRows } from './seed-rows.ts'

/** Rows per array insert, and a byte cap well under the local Data API's 1 MB body limit. */
export const BATCH_ROWS = 1000
const BATCH_BYTES = 512 * 1024

/** Splits rows into array inserts of at most BATCH_ROWS rows and about BATCH_BYTES of JSON. */
export function batches<Row>(rows: readonly Row[]): Row[][] {
  const result: Row[][] = []
  let batch: Row[] = []
  let bytes = 0
  for (const row of rows) {
    const size = JSON.stringify(row).length
    if (batch.length > 0 && (batch.length === BATCH_ROWS || bytes + size > BATCH_BYTES)) {
      result.push(batch)
      batch = []
      bytes = 0
    }
    batch.push(row)
    bytes += size
  }
  if (batch.length > 0) result.push(batch)
  return result
}

export interface SeedRequest {
  start: number
  websummit: number
  earlyAccess: number
  seed: number
}

async function insertAll(client: DataApiClient, table: string, rows: readonly object[], progress: Progress) {
  let done = 0
  for (const batch of batches(rows)) {
    try {
      await client.insert(table, batch)
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
          `The database's insert rate limit refused ${table} after ${formatCount(done)} seed rows (each array ` +
            'insert counts once per address and minute). Raise it for the seed — `update ' +
            'private.insert_rate_limit set max_inserts = 100000;` (packages/data-api README, "Abuse protection") — ' +
            `then seed the rest with --start past the ${formatCount(done)} rows already stored.`,
        )
      }
      throw error
    }
    done += batch.length
    progress.rows(table, done, rows.length)
  }
  progress.note(`Seeded ${formatCount(rows.length)} rows into ${table}`)
}

/** Inserts the numbered seed rows `start` … into both tables, in array inserts. */
export async function seedDatabase(
  client: DataApiClient,
  request: SeedRequest,
  progress: Progress,
): Promise<void> {
  const range = (count: number): SeedRange => ({ start: request.start, count, seed: request.seed })
  await insertAll(client, WEBSUMMIT_TABLE, websummitSeedRows(range(request.websummit)), progress)
  await insertAll(client, EARLY_ACCESS_TABLE, earlyAccessSeedRows(range(request.earlyAccess)), progress)
}
