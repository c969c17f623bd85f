import { isNewFormatKey, jwtClaims, PUBLISHABLE_KEY_PREFIX, SECRET_KEY_PREFIX } from '@app/site-config'
import { usageError } from './errors.ts'

const SERVICE_ROLE = 'service_role'

export type ApiKeyKind =
  | { kind: 'jwt'; role: string | undefined }
  | { kind: 'secret' }
  | { kind: 'publishable' }
  | { kind: 'unknown' }

/** The `role` claim of a JWT, read without verifying it (only the server can); null when not a JWT. */
function jwtRole(token: string): string | undefined | null {
  const claims = jwtClaims(token)
  if (claims === undefined) return null
  const role = claims.role
  return typeof role === 'string' ? role : undefined
}

export function classifyApiKey(key: string): ApiKeyKind {
  if (key.startsWith(SECRET_KEY_PREFIX)) return { kind: 'secret' }
  if (key.startsWith(PUBLISHABLE_KEY_PREFIX)) return { kind: 'publishable' }
  const role = jwtRole(key)
  return role === null ? { kind: 'unknown' } : { kind: 'jwt', role }
}

const useInstead =
  "Use the project's secret key (sb_secret_…) or its legacy service_role key (Project Settings → API Keys)."

/**
 * Refuses every key but a service-role one, before any request: the anon and publishable keys may only insert
 * registrations, so an export with them would be empty or fail in a way that hides the real mistake.
 * Messages name the variable, never the key.
 */
export function assertServiceKey(key: string, source: string): void {
  const kind = classifyApiKey(key)
  switch (kind.kind) {
    case 'secret':
      return
    case 'publishable':
      throw usageError(
        `${source} holds a publishable key (sb_publishable_…), which cannot read registrations. ${useInstead}`,
      )
    case 'unknown':
      throw usageError(
        `${source} is not a Supabase API key (expected an sb_secret_… key or a JWT). ${useInstead}`,
      )
    case 'jwt':
      if (kind.role === SERVICE_ROLE) return
      throw usageError(
        kind.role === 'anon'
          ? `${source} holds the anon key, which may only insert registrations. ${useInstead}`
          : `${source} holds a JWT with role "${kind.role ?? 'none'}", not "${SERVICE_ROLE}". ${useInstead}`,
      )
  }
}

/**
 * The headers that carry a key. A JWT also goes in Authorization, where PostgREST reads the role; a new-format
 * key goes in `apikey` only, because Supabase's gateway rejects it as a bearer token.
 */
export function authHeaders(key: string): Record<string, string> {
  return isNewFormatKey(key) ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` }
}
