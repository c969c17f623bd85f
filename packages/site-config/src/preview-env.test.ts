import { describe, expect, it } from 'vitest'
import { previewEnv } from './preview-env.ts'
import { checkPreviewEnv } from './preview-env-check.ts'

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
      expect(() => checkPreviewEnv({ VITE_MARKETING_ORIGIN: origin })).toThrow(/VITE_MARKETING_ORIGIN/)
    },
  )
})
