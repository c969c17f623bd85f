import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { lacksHostHeader, rawAnswer, unreadableRequest } from '@app/data-api/raw-answer'
import { securityHeaders } from '@app/site-config'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { CACHE_CONTROL } from './cache-policy.ts'
import { devProxies } from './dev-proxy.ts'
import { ALLOW_HEADER, isReadMethod } from './read-methods.ts'
import { siteNotFoundPage, staticAppsRouter } from './static-apps.ts'

export type GatewayMode = 'static' | 'dev'

export interface GatewayOptions {
  mode: GatewayMode
  repoRoot: string
  port: number
  /** The interface to listen on: this machine only unless told otherwise (`HOST=0.0.0.0` to reach it from a phone). */
  host?: string
  /** Origin of the Supabase Data API the browser apps call (allowed by the Content-Security-Policy). */
  supabaseUrl: string
  /**
   * CSP hashes of the built pages' inline scripts, as they are at the time of each answer (a gateway outlives a
   * rebuild: `liveInlineScriptHashes`).
   */
  scriptHashes?: () => readonly string[]
}

type HeaderList = readonly (readonly [string, string])[]

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

/**
 * An error a route or Express itself raised (the router refuses an escape it cannot decode, `/%E0`, with a 400):
 * its status and the status's name, nothing else. Express's own error page shows the error's stack unless
 * NODE_ENV is `production` — the server's folders and its dependencies' names and versions, to anyone — and
 * replaces the Content-Security-Policy with one that drops `frame-ancestors`. A 400 to a page request is an
 * address that cannot be decoded (a link cut short after its `%`): with `notFoundPage` (the served builds) it shows
 * the site's not-found page with that status, as the production proxy does.
 */
function plainErrors(notFoundPage?: string): ErrorRequestHandler {
  return (
    error: { status?: unknown; statusCode?: unknown; headers?: Record<string, string> },
    req,
    res,
    next,
  ) => {
    if (res.headersSent) {
      next(error)
      return
    }
    const claimed = Number(error.status ?? error.statusCode)
    const status = claimed >= 400 && claimed < 500 ? claimed : 500
    if (status === 500) console.error(error)
    // As Express's own handler: no headers of the content that was being sent, and those the error asks for (a
    // 416 names the file's length in Content-Range).
    for (const name of ['Content-Encoding', 'Content-Language', 'Content-Range']) res.removeHeader(name)
    if (status < 500 && error.headers) res.set(error.headers)
    const sendPlain = () => res.status(status).type('text/plain').send(STATUS_CODES[status])
    if (status !== 400 || !notFoundPage || !isReadMethod(req.method)) {
      sendPlain()
      return
    }
    res.status(status).setHeader('Cache-Control', CACHE_CONTROL.revalidate)
    res.sendFile(notFoundPage, { acceptRanges: false }, (sendError) => {
      if (sendError && !res.headersSent) sendPlain()
    })
  }
}

/**
 * A request Node cannot read never reaches Express: an address or headers longer than Node reads (16 KB: a link
 * stretched by tracking, or a hostile one) get 431, anything else malformed 400, and Node's own answer is empty,
 * which a browser shows as a blank page. Here it carries the security headers and, with `notFoundPage` (the
 * served builds), the site's not-found page, as the production proxy answers such a request (414 there: nginx
 * reads 8 KB of address).
 */
function answerUnreadable(headers: () => HeaderList, notFoundPage?: string) {
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: answer only while no response has started on this connection (a browser's
    // keep-alive one may be sending a page), and never to a peer that has gone.
    const inFlight: ServerResponse | undefined = Reflect.get(socket, '_httpMessage')
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy()
      return
    }
    const { status } = unreadableRequest(error.code)
    // Read at once, before the peer can half-close: the page is a few KB the system already holds in memory.
    const html = readIfThere(notFoundPage)
    const body = html ?? Buffer.from(STATUS_CODES[status] ?? '')
    const type = `${html ? 'text/html' : 'text/plain'}; charset=utf-8`
    socket.end(
      rawAnswer(
        status,
        [...headers(), ['Content-Type', type], ['Cache-Control', CACHE_CONTROL.revalidate]],
        body,
      ),
    )
  }
}

/** A file's bytes, or nothing when it cannot be read (a build not made yet): the answer falls back to text. */
function readIfThere(file: string | undefined): Buffer | undefined {
  try {
    return file ? readFileSync(file) : undefined
  } catch {
    return undefined
  }
}

/** No inline scripts allowed (the dev servers): one list, so the headers below are built once for it. */
const NO_SCRIPT_HASHES: readonly string[] = []

/** The security headers with the script hashes of the moment, built again only when those have changed. */
function currentSecurityHeaders({
  supabaseUrl,
  scriptHashes = () => NO_SCRIPT_HASHES,
  dev,
}: {
  supabaseUrl: string
  scriptHashes?: () => readonly string[]
  dev: boolean
}): () => HeaderList {
  let builtFor: readonly string[] | undefined
  let headers: HeaderList = []
  return () => {
    const hashes = scriptHashes()
    if (hashes !== builtFor) {
      headers = Object.entries(securityHeaders({ supabaseUrl, scriptHashes: hashes, dev }))
      builtFor = hashes
    }
    return headers
  }
}

function createGatewayApp({ mode, repoRoot, supabaseUrl, scriptHashes }: Omit<GatewayOptions, 'port'>) {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', true)
  const headers = currentSecurityHeaders({ supabaseUrl, scriptHashes, dev: mode === 'dev' })
  app.use((_req, res, next) => {
    for (const [name, value] of headers()) res.setHeader(name, value)
    next()
  })
  // HTTP/1.1 requires a Host header and a 400 without one (Node's own check is turned off in startGateway, as it
  // answers with a bare status line): a page request gets the not-found page with it, as from plainErrors.
  app.use((req, _res, next) => {
    next(lacksHostHeader(req) ? badRequest() : undefined)
  })
  const proxies = mode === 'dev' ? devProxies() : []
  if (mode === 'dev') {
    for (const proxy of proxies) app.use(proxy)
  } else {
    app.use(onlyReads)
    app.use(compression())
    app.use(staticAppsRouter(repoRoot))
  }
  const notFoundPage = mode === 'dev' ? undefined : siteNotFoundPage(repoRoot)
  app.use(plainErrors(notFoundPage))
  return { app, proxies, headers, onUnreadable: answerUnreadable(headers, notFoundPage) }
}

function badRequest() {
  return Object.assign(new Error('An HTTP/1.1 request needs a Host header'), { status: 400 })
}

export function startGateway(options: GatewayOptions): Promise<Server> {
  const { app, proxies, headers, onUnreadable } = createGatewayApp(options)
  // Node answers some requests itself, before Express sees them, with a bare status line and none of the
  // security headers: each is handled here instead, as the production proxy answers it.
  const server = createServer({ requireHostHeader: false }, app)
  server.on('clientError', onUnreadable)
  // An Expect other than 100-continue (Node's 417): served like any request, as nginx serves it.
  server.on('checkExpectation', app)
  // CONNECT asks to tunnel, which no page does (Node drops the connection): the 405 of any other method.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {})
    const body = STATUS_CODES[405] ?? ''
    socket.end(
      rawAnswer(
        405,
        [...headers(), ['Allow', ALLOW_HEADER], ['Content-Type', 'text/plain; charset=utf-8']],
        body,
      ),
    )
  })
  // Vite's HMR WebSocket arrives as an upgrade, which Express never sees; each proxy checks its own paths.
  for (const proxy of proxies) server.on('upgrade', proxy.upgrade)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server))
  })
}
