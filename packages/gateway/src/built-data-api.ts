import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DATA_API_HOST } from '@app/site-config'

/** `DATA_API_URL`'s form, on any port. */
const LOCAL_ORIGIN = new RegExp(`http://${DATA_API_HOST.replaceAll('.', '\\.')}:\\d+`, 'g')

/**
 * The local Data API origins (`http://127.0.0.1:<port>`) a build's scripts name: where its forms send their
 * rows. A build made for another `DATA_API_PORT` posts to a Data API that is not there, which the gateway's CSP
 * also blocks, so `serve` compares these with the Data API it starts.
 */
export function builtDataApiOrigins(distDir: string): string[] {
  const assets = path.join(distDir, 'assets')
  const origins = new Set<string>()
  let files: string[]
  try {
    files = readdirSync(assets).filter((name) => name.endsWith('.js'))
  } catch {
    return []
  }
  for (const file of files)
    for (const [origin] of readFileSync(path.join(assets, file), 'utf8').matchAll(LOCAL_ORIGIN))
      origins.add(origin)
  return [...origins].sort()
}
