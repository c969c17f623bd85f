import type { AddressInfo } from 'node:net'
import { DATA_API_HOST, DATA_API_PORT, LOCAL_JWT_SECRET } from '@app/site-config'
import type { Database } from './database/database.ts'
import { withRecovery } from './database/health.ts'
import { migrate } from './database/migrate.ts'
import { openDatabase } from './database/open.ts'
import { loadSchemaCache } from './database/schema-cache.ts'
import { readEnv } from './env.ts'
import { createDataApiServer, type ServerTimeouts } from './http/server.ts'
import { createAuthenticator } from './rest/auth.ts'
import { handleRestRequest } from './rest/handle-request.ts'
import { loadPreRequest } from './rest/pre-request.ts'
import { printLine } from './stdout-log.ts'

export interface DataApiOptions extends ServerTimeouts {
  /** Default 54321, the Supabase CLI's; 0 picks a free port. */
  port?: number
  /** Default `DATA_API_HOST` (this machine only). */
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
  /**
   * On close, how long requests in flight may take to finish before their connections are cut (default
   * 3 s, which leaves the CLI's 5 s shutdown deadline room to close the database).
   */
  drainTimeout?: number
}

export interface DataApi {
  /** Base URL, e.g. http://127.0.0.1:54321 (what supabase-js calls the project URL). */
  url: string
  /**
   * Stops accepting connections, closes idle keep-alive connections and answers the requests in flight
   * (with `Connection: close`), cutting what is left after `drainTimeout`; then closes the database.
   */
  close(): Promise<void>
}

/** Serves an already migrated database; closing stops the server, not the database. */
export async function serveDataApi(
  database: Database,
  {
    port = DATA_API_PORT,
    host = DATA_API_HOST,
    jwtSecret = LOCAL_JWT_SECRET,
    log = printLine,
    headersTimeout,
    requestTimeout,
    drainTimeout = 3000,
  }: DataApiOptions = {},
): Promise<DataApi> {
  const context = {
    database,
    schema: await loadSchemaCache(database),
    authenticate: createAuthenticator(new TextEncoder().encode(jwtSecret)),
    preRequest: await loadPreRequest(database),
  }
  const server = createDataApiServer((request) => handleRestRequest(context, request), log, {
    headersTimeout,
    requestTimeout,
  })
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
        const cut = setTimeout(() => server.closeAllConnections(), drainTimeout)
        server.close((error) => {
          clearTimeout(cut)
          if (error) reject(error)
          else resolve()
        })
        server.closeIdleConnections()
      }),
  }
}

/**
 * The local Supabase Data API: opens PGlite (or `DATABASE_URL`), applies the bootstrap and every pending
 * migration, and serves PostgREST's contract on /rest/v1/. After an internal error of the database it
 * answers 503 until it has reopened and checked it (`src/database/health.ts`).
 */
export async function startDataApi(options: DataApiOptions = {}): Promise<DataApi> {
  const log = options.log ?? printLine
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : readEnv().DATABASE_URL)
  const location = { dataDir: options.dataDir, databaseUrl }
  const database = withRecovery(await openDatabase(location, log), {
    reopen: () => openDatabase(location, log),
    log,
  })
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
