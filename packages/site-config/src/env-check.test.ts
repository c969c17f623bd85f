import { describe, expect, it } from 'vitest'
import { checkMarketingEnv, checkPreviewEnv } from './env-check.ts'
import type { MarketingEnvVariables } from './env-variables.ts'

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

  it('fails a build with nothing set, naming every variable and saying what is needed', () => {
    expect(() => checkMarketingEnv({})).toThrow(
      /VITE_SUPABASE_URL is missing\n.*VITE_SUPABASE_ANON_KEY is missing\n.*VITE_SITE_URL is missing\nA production build needs/,
    )
  })
})

describe('checkPreviewEnv', () => {
  it.each([{}, { VITE_MARKETING_ORIGIN: '' }, { VITE_MARKETING_ORIGIN: 'https://vibescore.example' }])(
    'accepts %o',
    (env) => {
      expect(() => checkPreviewEnv(env)).not.toThrow()
    },
  )

  it.each(['https://vibescore.example/', 'vibescore.example', 'https://vibescore.example/home'])(
    'rejects "%s", which is not a bare origin',
    (origin) => {
      expect(() => checkPreviewEnv({ VITE_MARKETING_ORIGIN: origin })).toThrow(
        /VITE_MARKETING_ORIGIN must be/,
      )
    },
  )
})
