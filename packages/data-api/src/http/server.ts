import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { ApiError, type GatewayErrorBody } from '../rest/errors.ts'
import type { RestRequest, RestResponse } from '../rest/handle-request.ts'
import { declaresTooMuch, discardRest, readBody, tooLarge } from './body.ts'
import { corsHeaders, isPreflight, preflightHeaders } from './cors.ts'
import { withForwardedFor } from './forwarded-for.ts'
import { lacksHostHeader, rawAnswer, unreadableRequest } from './raw-answer.ts'

const REST_PREFIX = '/rest/v1/'

export interface ServerTimeouts {
  /** Milliseconds a client may take to send the request line and headers (default 10 s). */
  headersTimeout?: number
  /** Milliseconds a client may take to send the whole request, body included (default 30 s). */
  requestTimeout?: number
}

const noRoute = () => new ApiError(404, { message: 'no Route matched with those values' })

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  if (response.destroyed) return
  const length = status === 204 || status === 304 ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }
  const { req: request } = response
  if (status !== 413 || request.complete || request.destroyed) {
    response.writeHead(status, { ...headers, ...length })
    response.end(body)
    return
  }
  // Answered before the upload ended: the answer goes out now, but the socket closes only once the rest
  // is read and dropped — closing it with unread data would reset the connection, and the client could
  // lose the answer with it.
  response.writeHead(status, { ...headers, ...length, Connection: 'close' })
  response.write(body)
  discardRest(request, () => response.end())
}

/** An answer to a connection with no response object, in the gateway's JSON shape. */
function rawJsonAnswer(status: number, body: GatewayErrorBody): Buffer {
  return rawAnswer(status, [['Content-Type', 'application/json; charset=utf-8']], JSON.stringify(body))
}

function requestUrl(request: IncomingMessage): URL {
  try {
    return new URL(request.url ?? '/', 'http://localhost')
  } catch {
    throw noRoute()
  }
}

async function answer(request: IncomingMessage, handle: Handler): Promise<RestResponse> {
  // HTTP/1.1 requires a Host header and a 400 without one. Node would refuse it itself, with a bare status
  // line (`requireHostHeader`, turned off below): refused here, it gets a message like any other bad request.
  if (lacksHostHeader(request))
    throw new ApiError(400, { message: 'Bad request', hint: 'An HTTP/1.1 request needs a Host header.' })
  const url = requestUrl(request)
  const { pathname } = url
  if (!pathname.startsWith(REST_PREFIX) && pathname !== REST_PREFIX.slice(0, -1)) throw noRoute()
  const method = request.method ?? 'GET'
  if (isPreflight(method, request.headers))
    return { status: 200, headers: preflightHeaders(request.headers), body: '' }
  if (method === 'OPTIONS')
    return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' }, body: '' }
  if (declaresTooMuch(request)) throw tooLarge()
  const body = ['GET', 'HEAD'].includes(method) ? '' : await readBody(request)
  return handle({
    method,
    resource: pathname.slice(REST_PREFIX.length),
    query: url.searchParams,
    headers: withForwardedFor(request),
    body,
  })
}

export type Handler = (request: RestRequest) => Promise<RestResponse>

/**
 * The HTTP side: routing below /rest/v1/, body limit, CORS, error bodies and one log line per request
 * (method, path, status, time; never the query string, which can hold emails). Stalled clients are cut
 * after `headersTimeout` / `requestTimeout` (Node answers 408) without holding up anyone else; once
 * `server.close()` was called, every answer carries `Connection: close`, so keep-alive clients leave after
 * their current request.
 */
export function createDataApiServer(
  handle: Handler,
  log: (line: string) => void,
  { headersTimeout = 10_000, requestTimeout = 30_000 }: ServerTimeouts = {},
): Server {
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // Checked in `answer`, so the 400 carries a message.
      requireHostHeader: false,
      // How often Node looks for stalled requests (default 30 s); a fraction of the shorter timeout.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, headersTimeout / 4)),
    },
    (request, response) => {
      const started = performance.now()
      const path = request.url?.split('?')[0]
      response.on('close', () => {
        // No answer of ours was sent (a stalled or broken request that Node answered with its own 408 or 400,
        // or a connection cut): `-`, as a web server's access log writes it, rather than the default 200.
        const status = response.headersSent ? response.statusCode : '-'
        log(`[data-api] ${request.method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`)
      })
      const cors = corsHeaders(request.headers)
      // Shutting down (the server no longer listens): this request is the connection's last.
      const reply = (status: number, headers: Record<string, string>, body: string) =>
        send(response, status, server.listening ? headers : { ...headers, Connection: 'close' }, body)
      answer(request, handle)
        .then((result) => reply(result.status, { ...cors, ...result.headers }, result.body))
        .catch((error: unknown) => {
          if (!(error instanceof ApiError))
            log(`[data-api] internal error: ${error instanceof Error ? error.stack : String(error)}`)
          const failure =
            error instanceof ApiError
              ? error
              : new ApiError(500, {
                  code: 'PGRSTX00',
                  details: null,
                  hint: null,
                  message: 'Internal server error',
                })
          const headers = { ...cors, ...failure.headers, 'Content-Type': 'application/json; charset=utf-8' }
          reply(failure.status, headers, JSON.stringify(failure.body))
        })
    },
  )
  // `Expect: 100-continue`: an upload declared too large is answered 413 before the client sends it.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (!declaresTooMuch(request)) response.writeContinue()
    server.emit('request', request, response)
  })
  // Requests Node refuses before any handler runs. Its defaults send a status line and nothing else (400 for
  // broken framing — Content-Length beside Transfer-Encoding, two lengths, a NUL in a header —, 431, 408, 417) or,
  // for CONNECT, close the connection without a word: every bad request gets a message here, as the others do.
  server.on('clientError', (error: Error & { code?: string; reason?: string }, socket: Duplex) => {
    const inFlight: ServerResponse | undefined = Reflect.get(socket, '_httpMessage')
    // Broken bytes after a complete request: that request keeps its own answer, and the connection closes after
    // it. (Node answered the bytes with 400 and closed at once, so a stored row's client read a 400.)
    if (
      inFlight &&
      !inFlight.writableEnded &&
      inFlight.req.complete &&
      error.code !== 'ERR_HTTP_REQUEST_TIMEOUT'
    ) {
      inFlight.shouldKeepAlive = false
      return
    }
    // As Node's own handler: answer only while no response has started on this connection.
    if (socket.writable && !inFlight?.headersSent) {
      const { status, message } = unreadableRequest(error.code)
      socket.write(
        rawJsonAnswer(status, { message, ...(status === 400 && error.reason ? { hint: error.reason } : {}) }),
      )
    }
    socket.destroy(error)
  })
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {})
    socket.end(
      rawJsonAnswer(405, { message: 'Method not allowed', hint: 'The Data API does not tunnel (CONNECT).' }),
    )
  })
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({
      message: 'Expectation failed',
      hint: 'Only Expect: 100-continue is understood.',
    })
    send(response, 417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' }, body)
  })
  return server
}
