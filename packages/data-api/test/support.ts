import { randomInt, randomUUID } from 'node:crypto'
import type { RegistrationTable } from '@app/forms/rows'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '@app/site-config'
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { type JWTPayload, SignJWT } from 'jose'
import { inject } from 'vitest'
import WebSocket from 'ws'
import './targets.ts'

export const targets = inject('dataApiTargets')
export const postgresSkipReason = inject('postgresSkipReason')

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>
/** Node 20 has no global WebSocket, which supabase-js insists on even when only REST is used. */
const realtimeTransport = WebSocket as unknown as Transport

/** A /64 network of its own in IPv6's documentation range, as `2001:db8:xxxx:xxxx` (groups without leading zeros). */
export const visitorNetwork = () =>
  `2001:db8:${randomInt(0x1000, 0x10000).toString(16)}:${randomInt(0x1000, 0x10000).toString(16)}`

/**
 * A client address of its own, sent as X-Forwarded-For: one address of a /64 network of its own, since the
 * insert rate limit counts an IPv6 client by its /64 (one subscriber's allocation). So each test client is a
 * visitor of its own, as on the real site; the rate-limit tests flood one address on purpose.
 */
export const visitorAddress = () => `${visitorNetwork()}::1`

/** fetch for supabase-js that sends each request from a visitor address of its own. */
export const visitorFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers)
  headers.set('X-Forwarded-For', visitorAddress())
  return fetch(input, { ...init, headers })
}

/** A supabase-js client as the apps create one; each request comes from a visitor address of its own. */
export function supabase(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    global: { fetch: visitorFetch },
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: realtimeTransport },
  })
}

export const anonKey = LOCAL_ANON_KEY
export const serviceKey = LOCAL_SERVICE_ROLE_KEY

/** A key signed with `secret` (default: the local one) carrying `claims`. */
export function signKey(claims: JWTPayload, secret = LOCAL_JWT_SECRET, expiresAt?: number): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt)
  return jwt.sign(new TextEncoder().encode(secret))
}

/** Tests share one database per run, so every registration uses an email of its own. */
export const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`

/** How many rows of `table` hold exactly this email, read as the service role. */
export async function rowsWithEmail(url: string, table: RegistrationTable, email: string): Promise<number> {
  const { count, error } = await supabase(url, serviceKey)
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq('email', email)
  if (error) throw new Error(`Counting rows failed: ${error.message}`)
  // No count at all is a broken answer, not zero rows: read as 0, every "stored nothing" check would pass.
  if (count === null) throw new Error('Counting rows failed: the answer carried no count')
  return count
}

/**
 * A raw request to the Data API, for what supabase-js never sends (bad JSON, missing keys, odd headers), from
 * a visitor address of its own unless `headers` names one.
 */
export function request(
  url: string,
  resource: string,
  {
    key = anonKey,
    headers = {},
    ...init
  }: RequestInit & { key?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${url}/rest/v1/${resource}`, {
    ...init,
    headers: {
      ...(key === null ? {} : { apikey: key, Authorization: `Bearer ${key}` }),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'X-Forwarded-For': visitorAddress(),
      ...headers,
    },
  })
}
