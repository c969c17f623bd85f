import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable, StatementResult } from './database.ts'
import { lockDataDir } from './pglite-data-dir.ts'
import { createPreparedStatements } from './prepared-statements.ts'
import { PostgresError, queryMessage, readResults } from './simple-query.ts'
import type { Statement } from './statement.ts'

/** Statement shapes kept prepared: a few per table and request kind; the forms use two. */
const PREPARED_LIMIT = 100

/**
 * Runs each piece of work after the one queued before it has settled, and not before the check phase of
 * the event loop's current turn (`setImmediate`). So the requests read in one turn run their statements
 * back to back — each still its own transaction — instead of each between the reading and answering of
 * HTTP, which keeps PostgreSQL's working set in the CPU caches and sends the answers together: about a
 * quarter less CPU per request under load (see the README's benchmark).
 */
function createQueue() {
  let last: Promise<unknown> = Promise.resolve()
  let turn: Promise<void> | undefined
  const checkPhase = () => {
    turn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        turn = undefined
        resolve()
      }),
    )
    return turn
  }
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = Promise.all([last, checkPhase()]).then(work)
    last = result.catch(() => undefined)
    return result
  }
}

/**
 * PostgreSQL compiled to WebAssembly, in this process, persisted in `dataDir`. It has one connection, so
 * everything on it takes turns — also a request's batch, which goes to PostgreSQL directly (not through
 * PGlite's queue) and must never land inside another caller's transaction.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = await lockDataDir(dataDir)
  const db = await PGlite.create({ dataDir }).catch(async (error: unknown) => {
    await unlock()
    throw error
  })
  const inTurn = createQueue()
  async function simpleQuery(sql: string): Promise<StatementResult[]> {
    // The stream variant hands over PostgreSQL's answer as it is written, without PGlite parsing it too.
    // Nothing to sync: the data folder is Emscripten's NODEFS, where PostgreSQL writes straight to the files.
    const chunks: Uint8Array[] = []
    await db.execProtocolRawStream(queryMessage(sql), {
      syncToFs: false,
      onRawData: (bytes) => chunks.push(bytes.slice()),
    })
    return readResults(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks))
  }
  const preparedMessage = createPreparedStatements(PREPARED_LIMIT)

  /**
   * One Query message for the lot: a single call into WebAssembly, which outside a transaction PostgreSQL
   * runs as one implicit transaction. Each statement runs as a prepared statement.
   */
  async function batch(statements: readonly Statement[]): Promise<StatementResult[]> {
    const message = preparedMessage(statements)
    let results: StatementResult[]
    try {
      results = await simpleQuery(message.sql)
    } catch (error) {
      if (error instanceof PostgresError) message.ran(error.completed)
      throw error
    }
    message.ran(results.length)
    return message.executes.map((at) => results[at] ?? { rows: [], rowCount: 0 })
  }

  const queryable = (target: PGlite | Transaction): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
    batch,
  })
  const inside = queryable(db)

  return {
    kind: 'pglite',
    query<Row extends object>(sql: string, params?: readonly unknown[]) {
      return inTurn(() => inside.query<Row>(sql, params))
    },
    exec: (sql) => inTurn(() => inside.exec(sql)),
    batch: (statements) => inTurn(() => batch(statements)),
    transaction: (work) => inTurn(() => db.transaction((tx) => work(queryable(tx)))),
    async close() {
      await inTurn(() => db.close())
      await unlock()
    },
  }
}
