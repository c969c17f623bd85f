import type { IncomingHttpHeaders } from 'node:http'

// PostgREST's CORS policy (src/PostgREST/Cors.hs): any origin, the requested headers reflected.
const allowedMethods = 'GET, POST, PATCH, PUT, DELETE, OPTIONS'
const exposedHeaders =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit'

/** Headers for an actual request; none without an Origin header, as in PostgREST. */
export function corsHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  if (headers.origin === undefined) return {}
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': exposedHeaders }
}

export const isPreflight = (method: string | undefined, headers: IncomingHttpHeaders) =>
  method === 'OPTIONS' &&
  headers.origin !== undefined &&
  headers['access-control-request-method'] !== undefined

/** The answer to a browser's preflight: whatever headers it asks to send are allowed, plus Authorization. */
export function preflightHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const requested = (headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Allow-Headers': ['Authorization', ...requested].join(', '),
    'Access-Control-Max-Age': String(60 * 60 * 24),
  }
}
