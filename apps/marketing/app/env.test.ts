import type { MarketingEnvVariables } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

const hosted = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_SITE_URL: 'https://www.example.com/',
} satisfies MarketingEnvVariables

describe('parseEnv', () => {
  it('uses the given values, the site URL without its trailing slash', () => {
    expect(parseEnv(hosted)).toEqual({
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseAnonKey: 'public-anon-key',
      siteUrl: 'https://www.example.com',
    })
  })

  it.each([
    ['VITE_SUPABASE_URL', { ...hosted, VITE_SUPABASE_URL: undefined }],
    ['VITE_SUPABASE_ANON_KEY', { ...hosted, VITE_SUPABASE_ANON_KEY: '  ' }],
    ['VITE_SITE_URL', { ...hosted, VITE_SITE_URL: '' }],
  ])('fails a production build without %s, naming it', (name, raw) => {
    expect(() => parseEnv(raw)).toThrow(`${name} is missing`)
  })

  it('fails a production build with nothing set, explaining what is needed', () => {
    expect(() => parseEnv({})).toThrow(/A production build needs VITE_SUPABASE_URL/)
  })

  it.each([
    ['not a URL', { ...hosted, VITE_SUPABASE_URL: 'abcd.supabase.co' }],
    ['a non-http URL', { ...hosted, VITE_SITE_URL: 'ftp://example.com' }],
  ])('rejects %s', (_case, raw) => {
    expect(() => parseEnv(raw)).toThrow(/must be an http\(s\) URL/)
  })
})
