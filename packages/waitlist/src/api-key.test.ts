import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { signedJwt } from '../test/sign-jwt.ts'
import { assertServiceKey, authHeaders, classifyApiKey } from './api-key.ts'
import { CliError, EXIT_USAGE } from './errors.ts'

const secret = 'another-projects-secret-with-at-least-32-characters'
const SOURCE = 'SUPABASE_SERVICE_ROLE_KEY'

describe('classifyApiKey', () => {
  it.each([
    {
      name: 'the local service key',
      key: LOCAL_SERVICE_ROLE_KEY,
      kind: { kind: 'jwt', role: 'service_role' },
    },
    { name: 'the local anon key', key: LOCAL_ANON_KEY, kind: { kind: 'jwt', role: 'anon' } },
    {
      name: 'a JWT without role',
      key: signedJwt({ sub: 'x' }, secret),
      kind: { kind: 'jwt', role: undefined },
    },
    { name: 'a secret key', key: 'sb_secret_abc123', kind: { kind: 'secret' } },
    { name: 'a publishable key', key: 'sb_publishable_abc123', kind: { kind: 'publishable' } },
    { name: 'two parts', key: 'abc.def', kind: { kind: 'unknown' } },
    { name: 'a payload that is not JSON', key: 'abc.bm90IGpzb24.sig', kind: { kind: 'unknown' } },
    {
      name: 'a payload that is a list',
      key: `x.${Buffer.from('[1]').toString('base64url')}.y`,
      kind: { kind: 'unknown' },
    },
    { name: 'a password', key: 'hunter2', kind: { kind: 'unknown' } },
  ])('$name', ({ key, kind }) => {
    expect(classifyApiKey(key)).toEqual(kind)
  })
})

describe('assertServiceKey', () => {
  it.each([
    ['the local service key', LOCAL_SERVICE_ROLE_KEY],
    ['a service_role JWT of another project', signedJwt({ role: 'service_role' }, secret)],
    ['a secret key', 'sb_secret_abc123'],
  ])('accepts %s', (_name, key) => {
    expect(() => assertServiceKey(key, SOURCE)).not.toThrow()
  })

  it.each([
    { name: 'the anon key', key: LOCAL_ANON_KEY, message: /holds the anon key/ },
    { name: 'a publishable key', key: 'sb_publishable_abc123', message: /holds a publishable key/ },
    {
      name: 'an authenticated user token',
      key: signedJwt({ role: 'authenticated' }, secret),
      message: /JWT with role "authenticated", not "service_role"/,
    },
    { name: 'a JWT without role', key: signedJwt({}, secret), message: /JWT with role "none"/ },
    { name: 'something else', key: 'hunter2', message: /is not a Supabase API key/ },
  ])('refuses $name as a usage error that names the variable, never the key', ({ key, message }) => {
    let error: unknown
    try {
      assertServiceKey(key, SOURCE)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(CliError)
    expect((error as CliError).exitCode).toBe(EXIT_USAGE)
    expect((error as CliError).message).toMatch(message)
    expect((error as CliError).message).toContain(SOURCE)
    expect((error as CliError).message).not.toContain(key)
  })
})

describe('authHeaders', () => {
  it('sends a JWT as apikey and bearer token', () => {
    expect(authHeaders('a.b.c')).toEqual({ apikey: 'a.b.c', Authorization: 'Bearer a.b.c' })
  })

  it('sends a new-style secret key as apikey only, as Supabase requires', () => {
    expect(authHeaders('sb_secret_abc')).toEqual({ apikey: 'sb_secret_abc' })
  })
})
