import { isNewFormatKey } from '@app/site-config'
import { PostgrestClient, type PostgrestError } from '@supabase/postgrest-js'
import { logRegistrationFailure } from './failure-log.ts'
import { EARLY_ACCESS_TABLE, type EarlyAccessRow, WEBSUMMIT_TABLE, type WebsummitRow } from './rows.ts'

/** PostgreSQL unique_violation: the email is already registered. */
const DUPLICATE_CODE = '23505'

/**
 * How long an insert may take before the visitor is told it failed (conference Wi-Fi can hold a request
 * without ever answering; a phone on slow 4G sends a registration in well under a second).
 */
export const INSERT_TIME_LIMIT_MS = 15_000

/**
 * Answers that do not say whether the row was stored: no response at all (the connection dropped, the time
 * limit passed) or a proxy's gateway error, both of which may come after the database committed the insert.
 */
const OUTCOME_UNKNOWN_STATUSES = new Set([0, 502, 504])

export type RegistrationResult =
  | { status: 'success' }
  | { status: 'duplicate'; code: typeof DUPLICATE_CODE }
  | { status: 'failure'; code?: string; message: string }

type Table<Row> = { Row: Row; Insert: Row; Update: Partial<Row>; Relationships: [] }

/** The part of the database the anonymous visitor may touch: insert into two tables. */
type Database = {
  public: {
    Tables: {
      [EARLY_ACCESS_TABLE]: Table<EarlyAccessRow>
      [WEBSUMMIT_TABLE]: Table<WebsummitRow>
    }
    Views: Record<never, never>
    Functions: Record<never, never>
  }
}

export type RegistrationClientOptions = {
  /** Extra request headers and another fetch (tests: a visitor's address, a recording fetch). */
  global?: { headers?: Record<string, string>; fetch?: typeof fetch }
  /** Another time limit for each insert (tests); `INSERT_TIME_LIMIT_MS` otherwise. */
  timeLimitMs?: number
}

export type RegistrationClientConfig = {
  supabaseUrl: string
  anonKey: string
  options?: RegistrationClientOptions
}

export type RegistrationClient = {
  registerEarlyAccess: (row: EarlyAccessRow) => Promise<RegistrationResult>
  registerWebsummit: (row: WebsummitRow) => Promise<RegistrationResult>
}

function failure(code: string | undefined, message: string): RegistrationResult {
  logRegistrationFailure(code ?? message)
  return code ? { status: 'failure', code, message } : { status: 'failure', message }
}

/**
 * Inserts waitlist rows as the anonymous visitor through Supabase's Data API (PostgREST). It uses
 * `@supabase/postgrest-js`, the module `supabase-js` itself sends `from()` queries with, configured as
 * `createClient` configures it (`<project URL>/rest/v1`, `apikey` and `Authorization: Bearer <anon key>`):
 * the same requests and error codes at a tenth of the size, since a visitor never needs sign-in, storage or
 * realtime. Never throws: every outcome, including network failures and an insert that takes longer than
 * `INSERT_TIME_LIMIT_MS`, is a RegistrationResult.
 */
export function createRegistrationClient({
  supabaseUrl,
  anonKey,
  options,
}: RegistrationClientConfig): RegistrationClient {
  let client: PostgrestClient<Database> | undefined

  // Created on first use, inside the try: a bad URL must become a failure result, not a crash on import.
  const connect = () => {
    client ??= new PostgrestClient<Database>(new URL('rest/v1', `${supabaseUrl.replace(/\/+$/, '')}/`).href, {
      headers: {
        ...options?.global?.headers,
        apikey: anonKey,
        // The anon JWT is also the bearer token, as supabase-js sends it for a visitor who is not signed in; a
        // new-format key is not a JWT and goes in `apikey` only.
        ...(isNewFormatKey(anonKey) ? {} : { Authorization: `Bearer ${anonKey}` }),
      },
      ...(options?.global?.fetch ? { fetch: options.global.fetch } : {}),
    })
    return client
  }

  // Registrations sent without an answer that says whether they were stored, by table and email. When the
  // visitor sends the same one again and the database answers that the email is already registered, that
  // earlier attempt is what registered it: the visitor is on the list, so it is a success, not "use a
  // different email".
  const maybeStored = new Set<string>()

  async function send(
    table: string,
    email: string,
    insert: (
      db: PostgrestClient<Database>,
      signal: AbortSignal,
    ) => PromiseLike<{ error: PostgrestError | null; status: number }>,
  ): Promise<RegistrationResult> {
    const attempt = `${table} ${email.toLowerCase()}`
    try {
      const { error, status } = await insert(
        connect(),
        AbortSignal.timeout(options?.timeLimitMs ?? INSERT_TIME_LIMIT_MS),
      )
      if (!error) {
        maybeStored.delete(attempt)
        return { status: 'success' }
      }
      if (error.code === DUPLICATE_CODE) {
        if (maybeStored.delete(attempt)) return { status: 'success' }
        return { status: 'duplicate', code: DUPLICATE_CODE }
      }
      if (OUTCOME_UNKNOWN_STATUSES.has(status)) maybeStored.add(attempt)
      // Every other refusal, the insert rate limit's 429 (code PT429) included, is the product's "any other
      // database error": the generic toast, with the code logged. The product has no text of its own for it.
      return failure(error.code || undefined, error.message)
    } catch (error) {
      return failure(undefined, error instanceof Error ? error.message : String(error))
    }
  }

  return {
    // No .select(): the anonymous role may insert but not read the row back.
    registerEarlyAccess: (row) =>
      send(EARLY_ACCESS_TABLE, row.email, (db, signal) =>
        db.from(EARLY_ACCESS_TABLE).insert(row).abortSignal(signal),
      ),
    registerWebsummit: (row) =>
      send(WEBSUMMIT_TABLE, row.email, (db, signal) =>
        db.from(WEBSUMMIT_TABLE).insert(row).abortSignal(signal),
      ),
  }
}
