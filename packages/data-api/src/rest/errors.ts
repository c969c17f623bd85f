import type { DatabaseError } from '../database/database.ts'
import { RAISE_PGRST, readRaisedPgrst } from './raise-pgrst.ts'

/** PostgREST's error body. */
export interface PostgrestErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

/** What Supabase's API gateway answers before a request reaches PostgREST. */
export interface GatewayErrorBody {
  message: string
  hint?: string
}

/** A request that ends in an error response; thrown anywhere in the request pipeline. */
export class ApiError extends Error {
  readonly status: number
  readonly body: PostgrestErrorBody | GatewayErrorBody
  readonly headers: Readonly<Record<string, string>>

  constructor(
    status: number,
    body: PostgrestErrorBody | GatewayErrorBody,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message)
    this.status = status
    this.body = body
    this.headers = 'code' in body ? { 'Proxy-Status': `PostgREST; error=${body.code}`, ...headers } : headers
  }
}

export function postgrestError(
  status: number,
  code: string,
  message: string,
  {
    details = null,
    hint = null,
    headers,
  }: { details?: string | null; hint?: string | null; headers?: Record<string, string> } = {},
): ApiError {
  return new ApiError(status, { code, details, hint, message }, headers)
}

/** PGRST100: a query parameter PostgREST's grammar (or the subset served here) does not accept. */
export const queryParamError = (message: string, details: string) =>
  postgrestError(400, 'PGRST100', message, { details })

/** PGRST102: a body that is not the JSON PostgREST expects. */
export const invalidBody = (message: string) => postgrestError(400, 'PGRST102', message)

/** PGRST127: valid PostgREST, but beyond what this local Data API implements (see the README). */
export const notImplemented = (details: string) =>
  postgrestError(400, 'PGRST127', 'Feature not implemented', { details })

/**
 * PostgREST's SQLSTATE → HTTP status table (src/PostgREST/Error.hs). Anything not listed, including every
 * data and constraint error a client can cause, is a 400: bad input is never answered with a 5xx. One class
 * differs on purpose: PostgREST answers "program limit exceeded" (54) with 500, but here only the request's
 * own size raises it (a `select=` of more than 1,664 columns: 54011), so it is the client's 400. (An overflowed
 * stack, 54001, never gets here: the engine is reopened first, see database/health.ts.)
 */
export function statusForSqlState(code: string, message: string, anonymous: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409
    case '25006':
      return 405
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
    case '53400':
      return 500
    case '57P01':
      return 503
    case 'P0001':
      return 400
    case '42883':
    case '42P01':
      return 404
    case '42P17':
      return 500
    case '42501':
      return anonymous ? 401 : 403
  }
  // RAISE sqlstate 'PT402' answers 402: a function's way to pick the status.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2))
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

/**
 * The database's own error, passed on as PostgREST does. Requests never run as a superuser and the tables
 * have row level security, so PostgreSQL leaves row values out of `detail` for the API roles.
 */
export function fromDatabaseError(error: DatabaseError, anonymous: boolean): ApiError {
  if (error.code === RAISE_PGRST) {
    const { status, code, message, ...rest } = readRaisedPgrst(error)
    return postgrestError(status, code, message, rest)
  }
  const status = statusForSqlState(error.code, error.message, anonymous)
  return postgrestError(status, error.code, error.message, {
    details: error.detail ?? null,
    hint: error.hint ?? null,
    headers: status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  })
}
