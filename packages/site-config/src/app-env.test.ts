import { describe, expect, it } from 'vitest'
import { marketingEnv, previewEnv } from './app-env.ts'

describe('marketingEnv', () => {
  it('uses the given values, the site URL without its trailing slash', () => {
    expect(
      marketingEnv({
        VITE_SUPABASE_URL: 'https://abcd.supabase.co',
        VITE_SUPABASE_ANON_KEY: ' public-anon-key ',
        VITE_SITE_URL: 'https://www.example.com/',
      }),
    ).toEqual({
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseAnonKey: 'public-anon-key',
      siteUrl: 'https://www.example.com',
    })
  })
})

describe('previewEnv', () => {
  it.each([
    { origin: undefined, expected: '/get-early-access' },
    { origin: '', expected: '/get-early-access' },
    { origin: 'https://vibescore.example', expected: 'https://vibescore.example/get-early-access' },
    { origin: 'http://localhost:8080', expected: 'http://localhost:8080/get-early-access' },
  ])('marketing origin "$origin" → $expected', ({ origin, expected }) => {
    const { marketingHref } = previewEnv({ BASE_URL: '/founder/', VITE_MARKETING_ORIGIN: origin })
    expect(marketingHref('/get-early-access')).toBe(expected)
  })

  it('passes Vite’s base through', () => {
    expect(previewEnv({ BASE_URL: '/investor/' }).base).toBe('/investor/')
  })

  it.each([
    { siteUrl: undefined, expected: '' },
    { siteUrl: 'https://vibescore.example/', expected: 'https://vibescore.example' },
  ])('reads the site URL "$siteUrl" as "$expected"', ({ siteUrl, expected }) => {
    expect(previewEnv({ BASE_URL: '/founder/', VITE_SITE_URL: siteUrl }).siteUrl).toBe(expected)
  })
})
