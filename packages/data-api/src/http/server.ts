import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { ApiError } from '../rest/errors.ts'
import type { RestRequest, RestResponse } from '../rest/handle-request.ts'
import { corsHeaders, isPreflight, preflightHeaders } from './cors.ts'
import { withForwardedFor } from './forwarded-for.ts'

const REST_PREFIX = '/rest/v1/'
/** Registrations are about 2 KB; a megabyte leaves room for batches and stops abuse early. */
export const BODY_LIMIT = 1024 * 1024
/** Past this, an oversized upload is cut off instead of read to the end for a polite 413. */
const DRAIN_LIMIT = 16 * BODY_LIMIT

const noRoute = () => new ApiError(404, { message: 'no Route matched with those values' })
const tooLarge = () => new ApiError(413, { message: 'Request size limit exceeded' })

/** The whole body as UTF-8. An oversized one is read to the end and dropped, so the client gets the 413. */
function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= BODY_LIMIT) chunks.push(chunk)
      else if (size > DRAIN_LIMIT) request.destroy()
    })
    request.on('end', () =>
      size > BODY_LIMIT ? reject(tooLarge()) : resolve(Buffer.concat(chunks).toString('utf8')),
    )
    request.on('error', reject)
    // Ends the wait for an upload cut off above (or aborted); a body read to its end was settled by 'end'.
    request.on('close', () => {
      if (!request.complete) reject(tooLarge())
    })
  })
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  if (response.destroyed) return
  const length = status === 204 || status === 304 ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }
  response.writeHead(status, { ...headers, ...length })
  response.end(body)
}

function requestUrl(request: IncomingMessage): URL {
  try {
    return new URL(request.url ?? '/', 'http://localhost')
  } catch {
    throw noRoute()
  }
}

async function answer(request: IncomingMessage, handle: Handler): Promise<RestResponse> {
  const url = requestUrl(request)
  const { pathname } = url
  if (!pathname.startsWith(REST_PREFIX) && pathname !== REST_PREFIX.slice(0, -1)) throw noRoute()
  const method = request.method ?? 'GET'
  if (isPreflight(method, request.headers))
    return { status: 200, headers: preflightHeaders(request.headers), body: '' }
  if (method === 'OPTIONS')
    return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' }, body: '' }
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
 * (method, path, status, time; never the query string, which can hold emails).
 */
export function createDataApiServer(handle: Handler, log: (line: string) => void): Server {
  return createServer((request, response) => {
    const started = performance.now()
    const path = request.url?.split('?')[0]
    response.on('close', () => {
      log(
        `[data-api] ${request.method} ${path} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
      )
    })
    const cors = corsHeaders(request.headers)
    answer(request, handle)
      .then((result) => send(response, result.status, { ...cors, ...result.headers }, result.body))
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
        send(response, failure.status, headers, JSON.stringify(failure.body))
      })
  })
}
