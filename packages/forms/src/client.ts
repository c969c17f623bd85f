import {
  createClient,
  type PostgrestError,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js'
import { EARLY_ACCESS_TABLE, type EarlyAccessRow, WEBSUMMIT_TABLE, type WebsummitRow } from './rows.ts'

/** PostgreSQL unique_violation: the email is already registered. */
export const DUPLICATE_CODE = '23505'

/** HTTP 429: the database's insert rate limit refused the row (too many from this address; spec is silent). */
export const RATE_LIMITED_STATUS = 429

export type RegistrationResult =
  | { status: 'success' }
  | { status: 'duplicate'; code: typeof DUPLICATE_CODE }
  | { status: 'rate-limited' }
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

type ClientOptions = SupabaseClientOptions<'public'>
type RealtimeOptions = NonNullable<ClientOptions['realtime']>

/**
 * createClient's options, except that the realtime transport may be any WebSocket class: Node 20 has no
 * global WebSocket, so Node callers pass `realtime: { transport: WebSocket }` from the `ws` package, whose
 * types do not match the DOM-shaped ones supabase-js declares (it works with `ws` at run time).
 */
export type RegistrationClientOptions = Omit<ClientOptions, 'realtime'> & {
  realtime?: Omit<RealtimeOptions, 'transport'> & {
    transport?: new (address: string | URL, protocols?: string | string[]) => object
  }
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
  // Spec §8: the code or message of an unexpected failure is logged to the console.
  console.error('Registration failed:', code ?? message)
  return code ? { status: 'failure', code, message } : { status: 'failure', message }
}

/**
 * Inserts waitlist rows as the anonymous visitor. Never throws: every outcome, including network failures,
 * is a RegistrationResult.
 */
export function createRegistrationClient({
  supabaseUrl,
  anonKey,
  options,
}: RegistrationClientConfig): RegistrationClient {
  let client: SupabaseClient<Database> | undefined

  // Created on first use, inside the try: createClient throws for a bad URL or key, and on Node 20 when no
  // WebSocket transport is given — that must become a failure result, not a crash on import or render.
  const connect = () => {
    client ??= createClient<Database>(supabaseUrl, anonKey, {
      ...(options as ClientOptions | undefined),
      auth: { ...options?.auth, persistSession: false, autoRefreshToken: false },
    })
    return client
  }

  async function send(
    insert: (db: SupabaseClient<Database>) => PromiseLike<{ error: PostgrestError | null; status: number }>,
  ): Promise<RegistrationResult> {
    try {
      const { error, status } = await insert(connect())
      if (!error) return { status: 'success' }
      if (error.code === DUPLICATE_CODE) return { status: 'duplicate', code: DUPLICATE_CODE }
      // Expected under a flood, not a fault: no console error, the visitor is told to wait a minute.
      if (status === RATE_LIMITED_STATUS) return { status: 'rate-limited' }
      return failure(error.code || undefined, error.message)
    } catch (error) {
      return failure(undefined, error instanceof Error ? error.message : String(error))
    }
  }

  return {
    // No .select(): the anonymous role may insert but not read the row back.
    registerEarlyAccess: (row) => send((db) => db.from(EARLY_ACCESS_TABLE).insert(row)),
    registerWebsummit: (row) => send((db) => db.from(WEBSUMMIT_TABLE).insert(row)),
  }
}
