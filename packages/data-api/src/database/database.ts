import type { Statement } from './statement.ts'

interface QueryResult<Row> {
  rows: Row[]
  /** Rows a statement inserted, updated or deleted (or returned). */
  rowCount: number
}

/** What one statement of a batch returned. */
export type StatementResult = QueryResult<Record<string, unknown>>

/** One connection's worth of SQL: a whole database or the inside of a transaction. */
export interface Queryable {
  /** One statement with `$n` parameters; values are sent as untyped text, PostgreSQL infers their types. */
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Statements run one after another, as one round trip where the driver allows; a result for each. */
  batch(statements: readonly Statement[]): Promise<StatementResult[]>
}

/** PGlite in-process or a PostgreSQL server; requests and migrations use only this. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Here `batch` is atomic: its statements form one transaction, committed or rolled back together. */
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** The fields of a PostgreSQL error report that both drivers expose. */
export interface DatabaseError {
  code: string
  message: string
  detail?: string | undefined
  hint?: string | undefined
}

/** An error report from the server (it has a severity), not a client-side failure such as a lost socket. */
export function isDatabaseError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error)) return false
  const code: unknown = Reflect.get(error, 'code')
  const severity: unknown = Reflect.get(error, 'severity')
  return typeof code === 'string' && typeof severity === 'string'
}
