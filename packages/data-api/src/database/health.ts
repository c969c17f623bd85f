import { type Database, isDatabaseError, type Queryable } from './database.ts'

/**
 * Answered (503, class 08 in PostgREST's table) while the database is being reopened after an internal
 * error: the request never reached it, nothing was written.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = '08006'
  readonly severity = 'FATAL'
  readonly hint = 'Try again in a moment.'
  constructor() {
    super('The database is being reopened after an internal error')
  }
}

/**
 * An error after which the engine cannot be trusted: PostgreSQL's internal errors (class XX: `XX000`, also
 * "ERRORDATA_STACK_SIZE exceeded"; class 58: system errors), an overflowed stack (54001), a report of
 * severity FATAL or PANIC, or anything thrown that is no SQL error at all (a WebAssembly abort, a lost
 * connection). Data errors a client can cause (classes 22, 23, 42, …) are none of these.
 */
export function isEngineFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return false
  if (!isDatabaseError(error)) return true
  const severity = String(Reflect.get(error as object, 'severity'))
  return /^(XX|58)/.test(error.code) || error.code === '54001' || severity === 'FATAL' || severity === 'PANIC'
}

/** A trivial query and a read of every table of the exposed schema: the reopened database answers. */
async function checkDatabase(database: Queryable): Promise<void> {
  await database.query('select 1')
  const { rows } = await database.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'm')`,
  )
  for (const { name } of rows) await database.query(`select count(*) from ${name}`)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Settles with `promise`, or after `ms` whatever it does (closing a broken engine may never finish). */
const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.catch(() => undefined), pause(ms)])

export interface RecoveryOptions {
  /** Opens the same database again (same PGlite folder or server). */
  reopen: () => Promise<Database>
  log: (line: string) => void
  /** Between failed attempts to reopen. */
  retryDelay?: number
}

/**
 * The database behind a guard that never lets an engine failure turn into an acknowledged write. On the
 * first engine failure (see `isEngineFailure`) the request that met it, every request still queued on that
 * engine and every later one get DatabaseUnavailableError (503) — a result that arrives from the failed
 * engine after the failure is never passed on — until the database has been closed, reopened and checked
 * (`checkDatabase`); then requests go to the new one.
 */
export function withRecovery(
  initial: Database,
  { reopen, log, retryDelay = 1000 }: RecoveryOptions,
): Database & { recovered(): Promise<void> } {
  let current = initial
  /** Bumped on each failure: a result from an older generation is not to be trusted. */
  let generation = 0
  let recovering: Promise<void> | undefined
  let closed = false

  async function recover(broken: Database): Promise<void> {
    await atMost(broken.close(), 2000)
    while (!closed) {
      let fresh: Database | undefined
      try {
        fresh = await reopen()
        await checkDatabase(fresh)
        current = fresh
        log('[data-api] database reopened and checked after an internal error')
        return
      } catch (error) {
        log(`[data-api] reopening the database failed: ${error instanceof Error ? error.message : error}`)
        if (fresh) await atMost(fresh.close(), 2000)
        await pause(retryDelay)
      }
    }
  }

  function failed(at: number, error: unknown): never {
    if (at === generation) {
      generation++
      log(`[data-api] database engine failure, reopening: ${error instanceof Error ? error.stack : error}`)
      recovering = recover(current).finally(() => {
        recovering = undefined
      })
    }
    throw new DatabaseUnavailableError()
  }

  /** Runs `work` on the current engine unless it is being replaced; trusts its result only if nothing failed since. */
  async function guarded<T>(
    work: (database: Database) => Promise<T>,
    passThrough?: Set<unknown>,
  ): Promise<T> {
    if (recovering || closed) throw new DatabaseUnavailableError()
    const at = generation
    let result: T
    try {
      result = await work(current)
    } catch (error) {
      if (passThrough?.has(error) || !isEngineFailure(error)) {
        if (at !== generation) throw new DatabaseUnavailableError()
        throw error
      }
      failed(at, error)
    }
    if (at !== generation) throw new DatabaseUnavailableError()
    return result
  }

  return {
    get kind() {
      return current.kind
    },
    query: (sql, params) => guarded((database) => database.query(sql, params)),
    exec: (sql) => guarded((database) => database.exec(sql)),
    batch: (statements) => guarded((database) => database.batch(statements)),
    transaction(work) {
      // What `work` throws itself (a rolled-back request: 406, …) is the caller's; what the engine threw
      // inside it is the engine's.
      const fromWork = new Set<unknown>()
      const fromEngine = new Set<unknown>()
      const noted =
        <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
        (...args: A) =>
          call(...args).catch((error: unknown) => {
            fromEngine.add(error)
            throw error
          })
      const watched = (tx: Queryable): Queryable => ({
        query: noted((sql: string, params?: readonly unknown[]) => tx.query(sql, params)),
        exec: noted((sql: string) => tx.exec(sql)),
        batch: noted((statements: Parameters<Queryable['batch']>[0]) => tx.batch(statements)),
      })
      return guarded(
        (database) =>
          database.transaction((tx) =>
            work(watched(tx)).catch((error: unknown) => {
              if (!fromEngine.has(error)) fromWork.add(error)
              throw error
            }),
          ),
        fromWork,
      )
    },
    async close() {
      closed = true
      await recovering
      await current.close()
    },
    recovered: async () => {
      await recovering
    },
  }
}
