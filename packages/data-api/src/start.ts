import type { AddressInfo } from 'node:net'
import { DATA_API_PORT, LOCAL_JWT_SECRET } from '@app/site-config'
import type { Database } from './database/database.ts'
import { migrate } from './database/migrate.ts'
import { openDatabase } from './database/open.ts'
import { loadSchemaCache } from './database/schema-cache.ts'
import { readEnv } from './env.ts'
import { createDataApiServer } from './http/server.ts'
import { createAuthenticator } from './rest/auth.ts'
import { handleRestRequest } from './rest/handle-request.ts'
import { loadPreRequest } from './rest/pre-request.ts'
import { printLine } from './stdout-log.ts'

export interface DataApiOptions {
  /** Default 54321, the Supabase CLI's; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** PGlite's folder. Default `<repo>/.data/pglite` (git-ignored); a new folder starts from a template. */
  dataDir?: string | undefined
  /**
   * A PostgreSQL server instead of PGlite. Default: the `DATABASE_URL` environment variable, unless a `dataDir`
   * is passed: an explicit PGlite folder (tests, e2e) wins over the environment.
   */
  databaseUrl?: string | undefined
  /** The HS256 secret keys are checked with. Default: the Supabase CLI's local secret. */
  jwtSecret?: string | undefined
  /** Where the request and migration lines go. Default: stdout. */
  log?: (line: string) => void
}

export interface DataApi {
  /** Base URL, e.g. http://127.0.0.1:54321 (what supabase-js calls the project URL). */
  url: string
  close(): Promise<void>
}

/** Serves an already migrated database; closing stops the server, not the database. */
export async function serveDataApi(
  database: Database,
  {
    port = DATA_API_PORT,
    host = '127.0.0.1',
    jwtSecret = LOCAL_JWT_SECRET,
    log = printLine,
  }: DataApiOptions = {},
): Promise<DataApi> {
  const context = {
    database,
    schema: await loadSchemaCache(database),
    authenticate: createAuthenticator(new TextEncoder().encode(jwtSecret)),
    preRequest: await loadPreRequest(database),
  }
  const server = createDataApiServer((request) => handleRestRequest(context, request), log)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const { port: boundPort } = server.address() as AddressInfo
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
      }),
  }
}

/**
 * The local Supabase Data API: opens PGlite (or `DATABASE_URL`), applies the bootstrap and every pending
 * migration, and serves PostgREST's contract on /rest/v1/.
 */
export async function startDataApi(options: DataApiOptions = {}): Promise<DataApi> {
  const log = options.log ?? printLine
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : readEnv().DATABASE_URL)
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl }, log)
  try {
    for (const version of await migrate(database)) log(`[data-api] applied migration ${version}`)
    const api = await serveDataApi(database, { ...options, log })
    return {
      url: api.url,
      close: async () => {
        await api.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
