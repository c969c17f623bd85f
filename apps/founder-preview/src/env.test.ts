import { afterEach, describe, expect, it, vi } from 'vitest'

async function loadEnv(origin: string | undefined) {
  vi.resetModules()
  if (origin !== undefined) vi.stubEnv('VITE_MARKETING_ORIGIN', origin)
  return import('./env.ts')
}

describe('env', () => {
  afterEach(() => vi.unstubAllEnvs())

  it.each([
    { origin: undefined, expected: '/get-early-access' },
    { origin: '', expected: '/get-early-access' },
    { origin: 'https://vibescore.example', expected: 'https://vibescore.example/get-early-access' },
    { origin: 'http://localhost:8080', expected: 'http://localhost:8080/get-early-access' },
  ])('marketing origin "$origin" → $expected', async ({ origin, expected }) => {
    const { marketingHref } = await loadEnv(origin)
    expect(marketingHref('/get-early-access')).toBe(expected)
  })

  it.each(['https://vibescore.example/', 'vibescore.example', 'https://vibescore.example/home'])(
    'rejects "%s", which is not a bare origin',
    async (origin) => {
      await expect(loadEnv(origin)).rejects.toThrow(/VITE_MARKETING_ORIGIN/)
    },
  )

  it('derives the router basename from Vite’s base without the trailing slash', async () => {
    vi.stubEnv('BASE_URL', '/founder/')
    const { basename } = await loadEnv(undefined)
    expect(basename).toBe('/founder')
  })
})
