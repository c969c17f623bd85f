import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

/**
 * The request's headers with the connecting address appended to X-Forwarded-For, as a proxy does. The local
 * Data API stands in for Supabase's gateway and PostgREST together, so the database sees what it sees there:
 * `request.headers` → `x-forwarded-for` = "<what the client sent>, <the address it connected from>", and the
 * first address is the client's own claim (see the rate limit in supabase/migrations).
 */
export function withForwardedFor(request: IncomingMessage): IncomingHttpHeaders {
  const address = request.socket.remoteAddress
  if (address === undefined) return request.headers
  // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; proxies write a.b.c.d.
  const client = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
  const forwarded = request.headers['x-forwarded-for']
  return { ...request.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client }
}
