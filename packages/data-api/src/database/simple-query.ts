import type { StatementResult } from './database.ts'

/**
 * PostgreSQL's simple-query protocol, spoken straight to PGlite (`execProtocolRaw`): PGlite's own `exec`
 * adds a second call into WebAssembly (a Sync) and parses every message into objects, which together cost
 * about as much as the statements of a request. Only what a simple query answers is read here
 * (https://www.postgresql.org/docs/current/protocol-message-formats.html).
 */

/** An ErrorResponse, with the fields the API maps to PostgREST's errors. */
export class PostgresError extends Error {
  constructor(
    readonly severity: string,
    readonly code: string,
    message: string,
    readonly detail: string | undefined,
    readonly hint: string | undefined,
    /** How many statements of the message completed before it. */
    readonly completed: number,
  ) {
    super(message)
  }
}

/** A Query message: 'Q', its length, the SQL text ending in NUL. */
export function queryMessage(sql: string): Uint8Array {
  const length = Buffer.byteLength(sql)
  const message = Buffer.allocUnsafe(length + 6)
  message[0] = 0x51
  message.writeInt32BE(length + 5, 1)
  message.write(sql, 5)
  message[length + 5] = 0
  return message
}

function readError(data: Buffer, start: number, end: number, completed: number): PostgresError {
  const fields = new Map<number, string>()
  for (let at = start; at < end && data[at] !== 0; ) {
    const close = data.indexOf(0, at + 1)
    fields.set(data[at] ?? 0, data.toString('utf8', at + 1, close))
    at = close + 1
  }
  const field = (code: string) => fields.get(code.charCodeAt(0))
  return new PostgresError(
    field('V') ?? field('S') ?? 'ERROR',
    field('C') ?? 'XX000',
    field('M') ?? '',
    field('D'),
    field('H'),
    completed,
  )
}

/**
 * The answer to one Query message: a result per statement (its rows, values as PostgreSQL's text, and the
 * count its command tag reports), or the first error, thrown (PostgreSQL runs nothing after it).
 */
export function readResults(response: Uint8Array): StatementResult[] {
  const data = Buffer.from(response.buffer, response.byteOffset, response.byteLength)
  const results: StatementResult[] = []
  let columns: string[] = []
  let rows: Record<string, string | null>[] = []
  let error: PostgresError | undefined
  for (let at = 0; at < data.length; ) {
    const type = data[at]
    const end = at + 1 + data.readInt32BE(at + 1)
    let next = at + 5
    if (type === 0x54) {
      // RowDescription: per column its name, then 18 bytes of type information.
      columns = []
      const count = data.readInt16BE(next)
      next += 2
      for (let index = 0; index < count; index++) {
        const close = data.indexOf(0, next)
        columns.push(data.toString('utf8', next, close))
        next = close + 19
      }
    } else if (type === 0x44) {
      // DataRow: per column a length (-1 for null) and that many bytes.
      const row: Record<string, string | null> = {}
      const count = data.readInt16BE(next)
      next += 2
      for (let index = 0; index < count; index++) {
        const length = data.readInt32BE(next)
        next += 4
        row[columns[index] ?? String(index)] = length < 0 ? null : data.toString('utf8', next, next + length)
        next += Math.max(length, 0)
      }
      rows.push(row)
    } else if (type === 0x43) {
      // CommandComplete: a tag such as "INSERT 0 1" or "SELECT 3" ends in its row count.
      const tag = data.toString('utf8', next, end - 1)
      const count = Number(tag.slice(tag.lastIndexOf(' ') + 1))
      results.push({ rows, rowCount: Number.isInteger(count) ? count : rows.length })
      columns = []
      rows = []
    } else if (type === 0x45) {
      error ??= readError(data, next, end, results.length)
    }
    at = end
  }
  if (error) throw error
  return results
}
