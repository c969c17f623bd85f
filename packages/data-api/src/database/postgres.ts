import pg from 'pg'
import type { Database, Queryable } from './database.ts'
import { parameterized } from './statement.ts'

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row & pg.QueryResultRow>(sql, [...params])
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string) {
      await target.query(sql)
    },
    async batch(statements) {
      const results = []
      for (const statement of statements) {
        const { text, params } = parameterized(statement)
        const result = await target.query(text, params)
        results.push({ rows: result.rows, rowCount: result.rowCount ?? result.rows.length })
      }
      return results
    },
  }
}

/** A PostgreSQL server (`DATABASE_URL`), through a small pool: one connection per concurrent request. */
export function openPostgres(connectionString: string, onError: (message: string) => void): Database {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection the server drops must not crash the process; the pool replaces it.
  pool.on('error', (error) => onError(`PostgreSQL connection error: ${error.message}`))
  const database: Database = {
    kind: 'postgres',
    ...queryable(pool),
    batch: (statements) => database.transaction((tx) => tx.batch(statements)),
    async transaction(work) {
      const client = await pool.connect()
      let broken = false
      try {
        await client.query('begin')
        const result = await work(queryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true
        })
        throw error
      } finally {
        // A connection that cannot even roll back is discarded, not handed to the next request.
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
  return database
}
