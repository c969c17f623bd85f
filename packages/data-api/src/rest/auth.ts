import type { IncomingHttpHeaders } from 'node:http'
import { errors, type JWTPayload, jwtVerify } from 'jose'
import { ApiError, postgrestError } from './errors.ts'
import { bracketDepth, MAX_JSON_DEPTH } from './json-text.ts'

/** The role of a request without a `role` claim (PostgREST's `db-anon-role`, `anon` on Supabase). */
export const ANON_ROLE = 'anon'

export interface RequestIdentity {
  role: string
  claims: JWTPayload
}

const noApiKey = () =>
  new ApiError(401, {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  })

function jwtError(message: string, code = 'PGRST301'): ApiError {
  return postgrestError(401, code, message, {
    headers: {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
    },
  })
}

function claimMessage({ claim, reason }: errors.JWTClaimValidationFailed): string {
  if (claim === 'nbf' && reason === 'check_failed') return 'JWT not yet valid'
  if (['exp', 'nbf', 'iat'].includes(claim)) return `The JWT '${claim}' claim must be a number`
  return 'Parsing claims failed'
}

/** The clock skew PostgREST allows on a token's `exp`, `nbf` and `iat`. */
const ALLOWED_SKEW_SECONDS = 30

/** What PostgREST answers when jose refuses a token's signature or claims. */
function refusal(error: unknown): unknown {
  if (error instanceof errors.JWTExpired) return jwtError('JWT expired', 'PGRST303')
  if (error instanceof errors.JWTClaimValidationFailed) return jwtError(claimMessage(error), 'PGRST303')
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return jwtError('Wrong or unsupported encoding algorithm')
  }
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return jwtError('JWT cryptographic operation failed')
  if (error instanceof errors.JOSEError) return jwtError("JWT couldn't be decoded")
  return error
}

/** PostgREST's JWT checks and messages (src/PostgREST/Auth.hs and Error.hs). */
async function verify(token: string, secret: Uint8Array): Promise<JWTPayload> {
  if (token === '') throw jwtError('Empty JWT is sent in Authorization header')
  const parts = token.split('.').length
  if (parts !== 3) throw jwtError(`Expected 3 parts in JWT; got ${parts}`)
  const { payload } = await jwtVerify(token, secret, {
    algorithms: ['HS256'],
    clockTolerance: ALLOWED_SKEW_SECONDS,
  }).catch((error: unknown) => {
    throw refusal(error)
  })
  // jose checks `iat` only against a maximum token age; PostgREST also refuses a token issued in the future
  // (a signer whose clock runs ahead), and supabase-js callers see this exact message.
  const now = Math.floor(Date.now() / 1000)
  if (payload.iat !== undefined && payload.iat - ALLOWED_SKEW_SECONDS > now) {
    throw jwtError('JWT issued at future', 'PGRST303')
  }
  // The claims go to PostgreSQL as JSON text with every request (request.jwt.claims, which the rate limit
  // reads), so they get the bound a body gets: claims nesting 5,000 levels, signed with the secret (public
  // locally; on Supabase a user's own metadata lands in their token), overflowed JSON.stringify's stack — a 500.
  // Counted without parsing, brackets inside strings too; real claims nest two or three levels.
  const claimsText = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')
  if (bracketDepth(claimsText) > MAX_JSON_DEPTH) {
    throw jwtError(`JWT claims nested deeper than ${MAX_JSON_DEPTH} levels`)
  }
  return payload
}

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

export type Authenticate = (headers: IncomingHttpHeaders, query: URLSearchParams) => Promise<RequestIdentity>

const CACHED_TOKENS = 1000

/**
 * Who is asking. Like Supabase's gateway, a request must carry a key (`apikey` header or query parameter,
 * or a bearer token); like PostgREST, every key it carries must be an HS256 JWT signed with `secret`, and
 * the bearer token's claims win. Verified tokens are remembered until they expire, as PostgREST's JWT cache
 * does: the same public key arrives with nearly every request, and checking its signature costs more than
 * the insert it carries.
 */
export function createAuthenticator(secret: Uint8Array): Authenticate {
  const verified = new Map<string, JWTPayload>()

  async function claimsOf(token: string): Promise<JWTPayload> {
    const cached = verified.get(token)
    if (cached && (cached.exp === undefined || cached.exp * 1000 > Date.now())) return cached
    const claims = await verify(token, secret)
    if (claims.nbf === undefined) {
      if (verified.size >= CACHED_TOKENS) verified.delete(verified.keys().next().value ?? '')
      verified.set(token, claims)
    }
    return claims
  }

  return async (headers, query) => {
    const apiKey = headerValue(headers, 'apikey') ?? query.get('apikey') ?? undefined
    const bearerMatch = /^bearer(?:\s+(.*))?$/is.exec(headerValue(headers, 'authorization') ?? '')
    const bearer = bearerMatch ? (bearerMatch[1] ?? '').trim() : undefined
    if (apiKey === undefined && bearer === undefined) throw noApiKey()
    const bearerClaims = bearer === undefined ? undefined : await claimsOf(bearer)
    const apiKeyClaims = apiKey === undefined || apiKey === bearer ? undefined : await claimsOf(apiKey)
    return identityOf(bearerClaims ?? apiKeyClaims ?? {})
  }
}

/**
 * The role a token's claims ask for, and the claims the database sees, as PostgREST derives them: without a
 * `role` claim the request is anonymous; a `role` that is not text is taken as its JSON text (`["anon"]`), a
 * name no database role has, so the request fails with 401. The claims always carry the role the request runs
 * as, so a database check that reads `request.jwt.claims` (the insert rate limit) sees the same role the
 * grants do: a signed token cannot run as anon while its claims say otherwise.
 */
export function identityOf(claims: JWTPayload): RequestIdentity {
  const role =
    claims.role === undefined
      ? ANON_ROLE
      : typeof claims.role === 'string'
        ? claims.role
        : JSON.stringify(claims.role)
  return { role, claims: { ...claims, role } }
}
