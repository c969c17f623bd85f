import type { IncomingHttpHeaders } from 'node:http'
import { type Database, isDatabaseError, type StatementResult } from '../database/database.ts'
import { EXPOSED_SCHEMA } from '../database/schema-cache.ts'
import { type Statement, sql } from '../database/statement.ts'
import { ANON_ROLE, type RequestIdentity } from './auth.ts'
import { fromDatabaseError, postgrestError } from './errors.ts'

/** The roles Supabase's `authenticator` may switch to; a token naming any other role is refused. */
const requestRoles = new Set([ANON_ROLE, 'authenticated', 'service_role'])

export interface RequestInfo {
  method: string
  headers: IncomingHttpHeaders
  table: string
  /** PostgREST's db-pre-request call (pre-request.ts), run right after the request settings. */
  preRequest?: Statement | undefined
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value)

function cookies(header: string | undefined): Record<string, string> {
  const jar: Record<string, string> = {}
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=')
    if (at > 0) jar[pair.slice(0, at).trim()] = pair.slice(at + 1).trim()
  }
  return jar
}

/** What PostgREST sets for every transaction: the role (SET LOCAL ROLE), the JWT claims and the request. */
function requestSettings(
  { role, claims }: RequestIdentity,
  { method, headers, table }: RequestInfo,
): Statement {
  const headerJson = JSON.stringify(
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerText(value)])),
  )
  return sql`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
    set_config('request.headers', ${headerJson}, true), set_config('request.cookies', ${JSON.stringify(cookies(headerText(headers.cookie)))}, true),
    set_config('request.method', ${method}, true), set_config('request.path', ${`/${table}`}, true),
    set_config('search_path', ${EXPOSED_SCHEMA}, true)`
}

/**
 * Runs `statements` in one transaction as the token's role. The role, not this code, decides what is
 * allowed: grants and row level security. `verify` may throw to roll the transaction back.
 */
export async function runAsRequestRole(
  database: Database,
  identity: RequestIdentity,
  request: RequestInfo,
  statements: readonly Statement[],
  verify?: (results: StatementResult[]) => void,
): Promise<StatementResult[]> {
  try {
    if (!requestRoles.has(identity.role)) {
      // An unknown role then fails exactly as in PostgREST (22023, 401); a real but foreign one is refused, and
      // so is `none`, which is no role: `SET ROLE none` goes back to the connection's own user, the owner here.
      const foreign =
        identity.role === 'none' ||
        (await database.query('select 1 from pg_roles where rolname = $1', [identity.role])).rows.length > 0
      if (foreign) throw postgrestError(403, '42501', `permission denied to set role "${identity.role}"`)
    }
    const prelude = [requestSettings(identity, request), ...(request.preRequest ? [request.preRequest] : [])]
    const batch = [...prelude, ...statements]
    const results = (
      verify
        ? await database.transaction(async (tx) => {
            const all = await tx.batch(batch)
            verify(all.slice(prelude.length))
            return all
          })
        : await database.batch(batch)
    ).slice(prelude.length)
    return results
  } catch (error) {
    if (isDatabaseError(error)) throw fromDatabaseError(error, identity.role === ANON_ROLE)
    throw error
  }
}
