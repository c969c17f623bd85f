import { describe, expect, it } from 'vitest'
import { checkMarketingEnv, checkPreviewEnv } from './env-check.ts'
import type { MarketingEnvVariables } from './env-variables.ts'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './local-supabase.ts'

/** An unsigned key carrying `claims`, shaped like Supabase's JWT keys (the build only reads, never verifies). */
const jwtKey = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

const hosted = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_SITE_URL: 'https://www.example.com/',
} satisfies MarketingEnvVariables

describe('checkMarketingEnv', () => {
  it.each([
    ['a hosted project', hosted],
    [
      'the local stack',
      { ...hosted, VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SITE_URL: 'http://localhost:8080' },
    ],
    [
      'the local stack with its demo key',
      {
        ...hosted,
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
        VITE_SITE_URL: 'http://localhost:8080',
      },
    ],
    [
      'an anon JWT key',
      { ...hosted, VITE_SUPABASE_ANON_KEY: jwtKey({ iss: 'supabase', ref: 'abcd', role: 'anon' }) },
    ],
    ['a publishable key', { ...hosted, VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123' }],
  ])('accepts %s', (_case, env) => {
    expect(() => checkMarketingEnv(env)).not.toThrow()
  })

  it.each([
    ['VITE_SUPABASE_URL is missing', { ...hosted, VITE_SUPABASE_URL: undefined }],
    ['VITE_SUPABASE_ANON_KEY is missing', { ...hosted, VITE_SUPABASE_ANON_KEY: '  ' }],
    ['VITE_SITE_URL is missing', { ...hosted, VITE_SITE_URL: '' }],
    ['VITE_SUPABASE_URL must be an http(s) URL', { ...hosted, VITE_SUPABASE_URL: 'abcd.supabase.co' }],
    ['VITE_SITE_URL must be an http(s) URL', { ...hosted, VITE_SITE_URL: 'ftp://example.com' }],
  ])('fails the build: "%s"', (message, env) => {
    expect(() => checkMarketingEnv(env)).toThrow(message)
  })

  // The anon key is inlined into every visitor's browser: a key with more rights would hand them to anyone.
  it.each([
    [
      'the local service_role key',
      LOCAL_SERVICE_ROLE_KEY,
      /VITE_SUPABASE_ANON_KEY holds the role "service_role", not "anon"/,
    ],
    [
      'a hosted service_role key',
      jwtKey({ iss: 'supabase', ref: 'abcd', role: 'service_role' }),
      /VITE_SUPABASE_ANON_KEY holds the role "service_role", not "anon"/,
    ],
    [
      'a key of another role',
      jwtKey({ role: 'authenticated' }),
      /VITE_SUPABASE_ANON_KEY holds the role "authenticated", not "anon"/,
    ],
    ['a key without a role', jwtKey({ iss: 'supabase' }), /VITE_SUPABASE_ANON_KEY holds no role, not "anon"/],
    ['a secret key', 'sb_secret_abc123', /VITE_SUPABASE_ANON_KEY is a secret key/],
  ])('fails any build given %s as VITE_SUPABASE_ANON_KEY', (_case, key, message) => {
    const local = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SITE_URL: 'http://localhost:8080' }
    for (const env of [hosted, { ...hosted, ...local }])
      expect(() => checkMarketingEnv({ ...env, VITE_SUPABASE_ANON_KEY: key })).toThrow(message)
  })

  it.each([
    [
      'the local Data API',
      { VITE_SUPABASE_URL: 'http://127.0.0.1:54321' },
      /VITE_SUPABASE_URL is this machine/,
    ],
    ['localhost', { VITE_SUPABASE_URL: 'http://localhost:54321' }, /VITE_SUPABASE_URL is this machine/],
    ['[::1]', { VITE_SUPABASE_URL: 'http://[::1]:54321' }, /VITE_SUPABASE_URL is this machine/],
    [
      'the demo anon key',
      { VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY },
      /VITE_SUPABASE_ANON_KEY is the Supabase CLI's demo key/,
    ],
  ])('fails a build of a public site given %s', (_case, values, message) => {
    expect(() => checkMarketingEnv({ ...hosted, ...values })).toThrow(message)
  })

  it('fails a build with nothing set, naming every variable and saying what is needed', () => {
    expect(() => checkMarketingEnv({})).toThrow(
      /VITE_SUPABASE_URL is missing\n.*VITE_SUPABASE_ANON_KEY is missing\n.*VITE_SITE_URL is missing\nA production build needs/,
    )
  })
})

describe('checkPreviewEnv', () => {
  const site = { VITE_SITE_URL: 'https://vibescore.example' }

  it.each([
    site,
    { ...site, VITE_MARKETING_ORIGIN: '' },
    { ...site, VITE_MARKETING_ORIGIN: 'https://vibescore.example' },
    { VITE_SITE_URL: 'http://localhost:8080/' },
  ])('accepts %o', (env) => {
    expect(() => checkPreviewEnv(env)).not.toThrow()
  })

  it.each([
    ['VITE_SITE_URL is missing', {}],
    ['VITE_SITE_URL is missing', { VITE_SITE_URL: ' ' }],
    ['VITE_SITE_URL must be an http(s) URL', { VITE_SITE_URL: 'vibescore.example' }],
  ])('refuses the build: %s (%o)', (problem, env) => {
    expect(() => checkPreviewEnv(env)).toThrow(problem)
  })

  it.each(['https://vibescore.example/', 'vibescore.example', 'https://vibescore.example/home'])(
    'rejects "%s", which is not a bare origin',
    (origin) => {
      expect(() => checkPreviewEnv({ ...site, VITE_MARKETING_ORIGIN: origin })).toThrow(
        /VITE_MARKETING_ORIGIN must be/,
      )
    },
  )
})
