import { readFileSync } from 'node:fs'
import { appRoutes } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { NGINX_TEMPLATE, originPlaceholder, renderNginxConfig } from './nginx-config.ts'

const template = readFileSync(NGINX_TEMPLATE, 'utf8')
const origins = {
  marketing: 'https://marketing.example.net',
  'founder-preview': 'https://founder.example.net',
  'investor-preview': 'https://investor.example.net',
} as const

/** `location` blocks of the template with the upstream each one proxies to. */
function locations(config: string): { match: string; upstream: string | undefined }[] {
  return allLocations(config)
    .filter((location) => !location.refused)
    .map(({ match, upstream }) => ({ match, upstream }))
}

/** Every `location` block, marked `refused` when it answers 404 itself instead of proxying. */
function allLocations(config: string) {
  return [...config.matchAll(/location\s+([^{]+?)\s*\{([\s\S]*?)\n {2}\}/g)].map((block) => ({
    match: (block[1] ?? '').trim(),
    upstream: /proxy_pass\s+([^;]+);/.exec(block[2] ?? '')?.[1],
    refused: /^\s*return 404;/m.test(block[2] ?? '') && !/proxy_pass/.test(block[2] ?? ''),
  }))
}

describe('nginx template', () => {
  it('routes exactly the prefixes of the shared route table, each to its own upstream', () => {
    const prefixed = locations(template).filter(
      (location) => location.match.startsWith('^~ /') && !location.match.includes('assets'),
    )
    const expected = appRoutes
      .filter((app) => app.prefix !== '/')
      .map((app) => ({
        match: `^~ ${app.prefix}/`,
        upstream: `\${${originPlaceholder(app.name)}}`,
      }))
    expect(prefixed).toEqual(expected)
    for (const app of appRoutes) {
      const assets = app.prefix === '/' ? '/assets/' : `${app.prefix}/assets/`
      expect(locations(template)).toContainEqual({
        match: `^~ ${assets}`,
        upstream: `\${${originPlaceholder(app.name)}}`,
      })
    }
  })

  it("answers 404 itself only for each app's assets folder named without its slash", () => {
    const refused = allLocations(template).filter((location) => location.refused)
    expect(refused.map((location) => location.match).sort()).toEqual(
      appRoutes.map((app) => `= ${app.prefix === '/' ? '' : app.prefix}/assets`).sort(),
    )
  })

  it('sends every other location to an upstream of the route table', () => {
    const placeholders = new Set(appRoutes.map((app) => `\${${originPlaceholder(app.name)}}`))
    for (const location of locations(template)) expect(placeholders).toContain(location.upstream)
  })

  it('renders origins, security headers and CSP hashes, leaving no placeholder', () => {
    const config = renderNginxConfig(
      { listen: '8081', origins, supabaseUrl: 'https://abc.supabase.co', scriptHashes: ['sha256-xyz'] },
      template,
    )
    expect(config).not.toMatch(/\$\{[A-Z_]+\}/)
    expect(config).toContain('proxy_pass https://founder.example.net;')
    expect(config).toContain("connect-src 'self' https://abc.supabase.co")
    expect(config).toContain("'sha256-xyz'")
    expect(config).toContain('add_header X-Content-Type-Options "nosniff" always;')
    expect(config).toContain('add_header Strict-Transport-Security')
  })

  it('refuses an origin with a path', () => {
    expect(() =>
      renderNginxConfig(
        {
          listen: '80',
          origins: { ...origins, marketing: 'https://x.net/site' },
          supabaseUrl: 'https://a.co',
          scriptHashes: [],
        },
        template,
      ),
    ).toThrow(/no path/)
  })
})
