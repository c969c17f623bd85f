import type { Server } from 'node:http'
import { securityHeaders } from '@app/site-config'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { devProxies } from './dev-proxy.ts'
import { ALLOW_HEADER, isReadMethod } from './read-methods.ts'
import { staticAppsRouter } from './static-apps.ts'

export type GatewayMode = 'static' | 'dev'

export interface GatewayOptions {
  mode: GatewayMode
  repoRoot: string
  port: number
  /** The interface to listen on: this machine only unless told otherwise (`HOST=0.0.0.0` to reach it from a phone). */
  host?: string
  /** Origin of the Supabase Data API the browser apps call (allowed by the Content-Security-Policy). */
  supabaseUrl: string
  /** CSP hashes of the built pages' inline scripts. */
  scriptHashes?: readonly string[]
}

/**
 * Any other method gets 405 with the methods that work, as the production proxy answers it (the nginx template),
 * instead of Express's own 200 to OPTIONS and "Cannot POST" page.
 */
const onlyReads: RequestHandler = (req, res, next) => {
  if (isReadMethod(req.method)) {
    next()
    return
  }
  res.setHeader('Allow', ALLOW_HEADER)
  res.status(405).type('text/plain').send('Method Not Allowed')
}

function createGatewayApp({ mode, repoRoot, supabaseUrl, scriptHashes }: Omit<GatewayOptions, 'port'>) {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', true)
  const headers = Object.entries(securityHeaders({ supabaseUrl, scriptHashes, dev: mode === 'dev' }))
  app.use((_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  })
  const proxies = mode === 'dev' ? devProxies() : []
  if (mode === 'dev') {
    for (const proxy of proxies) app.use(proxy)
  } else {
    app.use(onlyReads)
    app.use(compression())
    app.use(staticAppsRouter(repoRoot))
  }
  return { app, proxies }
}

export function startGateway(options: GatewayOptions): Promise<Server> {
  const { app, proxies } = createGatewayApp(options)
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server))
    server.once('error', reject)
    // Vite's HMR WebSocket arrives as an upgrade, which Express never sees; each proxy checks its own paths.
    for (const proxy of proxies) server.on('upgrade', proxy.upgrade)
  })
}
