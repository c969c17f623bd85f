import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'
import { lockDataDir } from './pglite-data-dir.ts'
import { inlined } from './statement.ts'

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
    async batch(statements) {
      // One simple-protocol call for the lot (PGlite's parameterised query costs six calls per statement).
      // Outside a transaction PostgreSQL runs such a multi-statement message as one implicit transaction.
      const results = await target.exec(statements.map(inlined).join(';\n'))
      return results.map((result) => ({
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
      }))
    },
  }
}

/**
 * PostgreSQL compiled to WebAssembly, in this process, persisted in `dataDir`. It has one connection, so
 * transactions run one after another (PGlite queues them).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = await lockDataDir(dataDir)
  const db = await PGlite.create({ dataDir }).catch(async (error: unknown) => {
    await unlock()
    throw error
  })
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    async close() {
      await db.close()
      await unlock()
    },
  }
}
