import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

const hosted = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_SITE_URL: 'https://www.example.com/',
}

describe('parseEnv', () => {
  it('uses the given values, the site URL without its trailing slash', () => {
    expect(parseEnv(hosted, false)).toEqual({
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseAnonKey: 'public-anon-key',
      siteUrl: 'https://www.example.com',
    })
  })

  it('defaults to the local Data API, its demo anon key and the local gateway in development', () => {
    expect(parseEnv({}, true)).toEqual({
      supabaseUrl: LOCAL_SUPABASE_URL,
      supabaseAnonKey: LOCAL_ANON_KEY,
      siteUrl: 'http://localhost:8080',
    })
  })

  it('prefers given values over the development defaults', () => {
    expect(parseEnv(hosted, true).supabaseUrl).toBe('https://abcd.supabase.co')
  })

  it.each([
    ['VITE_SUPABASE_URL', { ...hosted, VITE_SUPABASE_URL: undefined }],
    ['VITE_SUPABASE_ANON_KEY', { ...hosted, VITE_SUPABASE_ANON_KEY: '  ' }],
    ['VITE_SITE_URL', { ...hosted, VITE_SITE_URL: '' }],
  ])('fails a production build without %s, naming it', (name, raw) => {
    expect(() => parseEnv(raw, false)).toThrow(`${name} is missing`)
  })

  it('fails a production build with nothing set, explaining what is needed', () => {
    expect(() => parseEnv({}, false)).toThrow(/A production build needs VITE_SUPABASE_URL/)
  })

  it.each([
    ['not a URL', { ...hosted, VITE_SUPABASE_URL: 'abcd.supabase.co' }],
    ['a non-http URL', { ...hosted, VITE_SITE_URL: 'ftp://example.com' }],
  ])('rejects %s', (_case, raw) => {
    expect(() => parseEnv(raw, true)).toThrow(/must be an http\(s\) URL/)
  })
})
