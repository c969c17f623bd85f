import { describe, expect, it } from 'vitest'
import { parsePreviewEnv } from './preview-env.ts'

function envWith(origin: string | undefined, base = '/founder/') {
  return origin === undefined ? { BASE_URL: base } : { BASE_URL: base, VITE_MARKETING_ORIGIN: origin }
}

describe('parsePreviewEnv', () => {
  it.each([
    { origin: undefined, expected: '/get-early-access' },
    { origin: '', expected: '/get-early-access' },
    { origin: 'https://vibescore.example', expected: 'https://vibescore.example/get-early-access' },
    { origin: 'http://localhost:8080', expected: 'http://localhost:8080/get-early-access' },
  ])('marketing origin "$origin" → $expected', ({ origin, expected }) => {
    const { marketingHref } = parsePreviewEnv(envWith(origin))
    expect(marketingHref('/get-early-access')).toBe(expected)
  })

  it.each(['https://vibescore.example/', 'vibescore.example', 'https://vibescore.example/home'])(
    'rejects "%s", which is not a bare origin',
    (origin) => {
      expect(() => parsePreviewEnv(envWith(origin))).toThrow(/VITE_MARKETING_ORIGIN/)
    },
  )

  it.each([
    { base: '/founder/', expected: '/founder' },
    { base: '/investor/', expected: '/investor' },
    { base: '/', expected: '' },
  ])('derives the router basename "$expected" from Vite’s base "$base"', ({ base, expected }) => {
    expect(parsePreviewEnv(envWith(undefined, base)).basename).toBe(expected)
  })

  it('requires BASE_URL', () => {
    expect(() => parsePreviewEnv({})).toThrow(/BASE_URL/)
  })
})
