import path from 'node:path'
import { DATA_API_PORT } from '@app/site-config'
import { readEnv } from './env.ts'
import { startDataApi } from './start.ts'
import { printLine } from './stdout-log.ts'

/** From SIGTERM (or Ctrl-C) to exit, at most. */
const SHUTDOWN_DEADLINE = 4800

/**
 * `pnpm start` in this package: PORT, DATA_DIR, DATABASE_URL and JWT_SECRET override the defaults. On
 * SIGTERM / SIGINT it stops accepting connections, lets requests in flight finish (3 s at most), closes the
 * database and exits — within 5 s in any case.
 */
try {
  const env = readEnv()
  const api = await startDataApi({
    port: env.PORT ?? DATA_API_PORT,
    dataDir: env.DATA_DIR && path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
  })
  printLine(`[data-api] listening on ${api.url} (${env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    // The hard deadline: whatever still runs after it is cut. A row is acknowledged only after its commit,
    // so nothing acknowledged is lost by exiting here.
    setTimeout(() => {
      console.error('[data-api] shutdown deadline (5 s) reached; exiting')
      process.exit(1)
    }, SHUTDOWN_DEADLINE).unref()
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
