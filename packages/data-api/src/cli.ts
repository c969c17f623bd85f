import path from 'node:path'
import { DATA_API_PORT } from '@app/site-config'
import { readEnv } from './env.ts'
import { startDataApi } from './start.ts'
import { printLine } from './stdout-log.ts'

/** `pnpm start` in this package: PORT, DATA_DIR, DATABASE_URL and JWT_SECRET override the defaults. */
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
