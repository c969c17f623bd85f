import { SignJWT } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthenticator, identityOf } from './auth.ts'
import { MAX_JSON_DEPTH } from './json-text.ts'

const secret = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-characters')
const sign = (claims: Record<string, unknown>, expiresAt?: number) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt)
  return jwt.sign(secret)
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const noQuery = new URLSearchParams()

afterEach(() => {
  vi.useRealTimers()
})

describe('createAuthenticator: the cache of verified tokens', () => {
  it('refuses a cached token once it has expired (past the 30 s of allowed clock skew)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const expiresAt = Date.now() / 1000 + 60
    const token = await sign({ role: 'authenticated' }, expiresAt)
    const authenticate = createAuthenticator(secret)
    expect(await authenticate(bearer(token), noQuery)).toMatchObject({ role: 'authenticated' })
    vi.setSystemTime((expiresAt + 29) * 1000)
    expect(await authenticate(bearer(token), noQuery)).toMatchObject({ role: 'authenticated' })
    vi.setSystemTime((expiresAt + 31) * 1000)
    await expect(authenticate(bearer(token), noQuery)).rejects.toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT expired' },
    })
  })

  it('refuses a token issued more than 30 s in the future, and accepts one within the skew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const now = Date.now() / 1000
    const authenticate = createAuthenticator(secret)
    const withinSkew = await sign({ role: 'authenticated', iat: now + 30 })
    expect(await authenticate(bearer(withinSkew), noQuery)).toMatchObject({ role: 'authenticated' })
    const ahead = await sign({ role: 'authenticated', iat: now + 31 })
    await expect(authenticate(bearer(ahead), noQuery)).rejects.toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT issued at future' },
    })
  })

  it('verifies a changed token again: a forged signature after a valid one is refused', async () => {
    const token = await sign({ role: 'service_role' })
    const authenticate = createAuthenticator(secret)
    expect(await authenticate(bearer(token), noQuery)).toMatchObject({ role: 'service_role' })
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    await expect(authenticate(bearer(forged), noQuery)).rejects.toMatchObject({
      status: 401,
      body: { code: 'PGRST301', message: 'JWT cryptographic operation failed' },
    })
    expect(await authenticate(bearer(token), noQuery)).toMatchObject({ role: 'service_role' })
  })

  it('keeps the claims of each token apart', async () => {
    const authenticate = createAuthenticator(secret)
    const anon = await sign({ role: 'anon', sub: 'a' })
    const user = await sign({ role: 'authenticated', sub: 'b' })
    for (const [token, sub] of [
      [anon, 'a'],
      [user, 'b'],
      [anon, 'a'],
    ] as const) {
      expect((await authenticate(bearer(token), noQuery)).claims.sub).toBe(sub)
    }
  })
})

describe('createAuthenticator: the claims bound', () => {
  const nestedClaims = (levels: number) => {
    let value: unknown = []
    for (let level = 1; level < levels; level++) value = [value]
    return { role: 'anon', x: value }
  }

  it(`accepts claims nested ${MAX_JSON_DEPTH} levels and refuses one more, as a body`, async () => {
    const authenticate = createAuthenticator(secret)
    // The claims object is one level itself.
    const atBound = await sign(nestedClaims(MAX_JSON_DEPTH - 1))
    expect(await authenticate(bearer(atBound), noQuery)).toMatchObject({ role: 'anon' })
    const past = await sign(nestedClaims(MAX_JSON_DEPTH))
    await expect(authenticate(bearer(past), noQuery)).rejects.toMatchObject({
      status: 401,
      body: { code: 'PGRST301', message: `JWT claims nested deeper than ${MAX_JSON_DEPTH} levels` },
    })
  })
})

describe('identityOf: the role a request runs as, and the claims the database sees, as PostgREST derives them', () => {
  it.each([
    ['no role claim: anonymous', { sub: 'a' }, 'anon'],
    ['a role as text', { role: 'authenticated' }, 'authenticated'],
    ['an empty role', { role: '' }, ''],
    ['a role in an array: its JSON text, a role no database has', { role: ['anon'] }, '["anon"]'],
    ['a role as an object', { role: { name: 'anon' } }, '{"name":"anon"}'],
    ['a null role', { role: null }, 'null'],
    ['a numeric role', { role: 7 }, '7'],
  ])('%s', (_, claims, role) => {
    expect(identityOf(claims)).toEqual({ role, claims: { ...claims, role } })
  })
})
