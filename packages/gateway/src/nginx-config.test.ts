import { readFileSync } from 'node:fs'
import { appRoutes, securityHeaders } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { NGINX_TEMPLATE, renderNginxConfig } from './nginx-config.ts'

const template = readFileSync(NGINX_TEMPLATE, 'utf8')
const origins = {
  marketing: 'https://marketing.example.net',
  'founder-preview': 'https://founder.example.net',
  'investor-preview': 'https://investor.example.net',
} as const
/** The config as deployed: every app's locations, the preview apps' written out from the route table. */
const config = renderNginxConfig(
  { listen: '8081', origins, supabaseUrl: 'https://abc.supabase.co', scriptHashes: ['sha256-xyz'] },
  template,
)

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
    body: block[2] ?? '',
  }))
}

describe('nginx config', () => {
  it('routes exactly the prefixes of the shared route table, each to its own upstream', () => {
    const prefixed = locations(config).filter(
      (location) => location.match.startsWith('^~ /') && !location.match.includes('assets'),
    )
    const expected = appRoutes
      .filter((app) => app.prefix !== '/')
      .map((app) => ({ match: `^~ ${app.prefix}/`, upstream: origins[app.name] }))
    expect(prefixed).toEqual(expected)
    for (const app of appRoutes) {
      const assets = app.prefix === '/' ? '/assets/' : `${app.prefix}/assets/`
      expect(locations(config)).toContainEqual({ match: `^~ ${assets}`, upstream: origins[app.name] })
    }
  })

  it("answers 404 itself only for each app's assets folder named without its slash", () => {
    const refused = allLocations(config).filter((location) => location.refused)
    expect(refused.map((location) => location.match).sort()).toEqual(
      appRoutes.map((app) => `= ${app.prefix === '/' ? '' : app.prefix}/assets`).sort(),
    )
  })

  it("sends each preview app's other locations to its own upstream, and the rest to the marketing site's", () => {
    for (const location of locations(config)) {
      const owner = appRoutes.find(
        (app) => app.prefix !== '/' && location.match.replace(/^[=^~ ]+/, '').startsWith(app.prefix),
      )
      const named = appRoutes.find((app) => location.match === `@${app.prefix.slice(1)}_not_found`)
      expect(location.upstream, location.match).toBe(origins[(owner ?? named)?.name ?? 'marketing'])
    }
  })

  it("checks each static host's certificate, so nobody in between can serve the site's script", () => {
    expect(config).toMatch(/^\s*proxy_ssl_verify on;$/m)
    expect(config).toMatch(/^\s*proxy_ssl_trusted_certificate \S+;$/m)
  })

  it('asks the static host for the whole 404 page, whatever Range the visitor sent', () => {
    const notFound = allLocations(config).filter((location) => location.match.endsWith('not_found'))
    expect(notFound.length).toBe(appRoutes.length)
    for (const location of notFound)
      expect(location.body, location.match).toContain('proxy_set_header Range "";')
  })

  it('renders origins, security headers and CSP hashes, leaving no placeholder', () => {
    expect(config).not.toMatch(/\$\{[A-Z_]+\}/)
    expect(config).toContain('proxy_pass https://founder.example.net;')
    expect(config).toContain("connect-src 'self' https://abc.supabase.co")
    expect(config).toContain("'sha256-xyz'")
    expect(config).toContain('add_header X-Content-Type-Options "nosniff" always;')
    expect(config).toContain('add_header Strict-Transport-Security')
  })

  // nginx gives a block with add_header lines of its own none of the server's, so every block that answers
  // repeats the security headers; one that forgot them would send its pages (a 404 page, say) without any.
  it('sends every security header, always, from the server and from every location that answers', () => {
    const headerLines = Object.entries(
      securityHeaders({ supabaseUrl: 'https://abc.supabase.co', scriptHashes: ['sha256-xyz'] }),
    ).map(([name, value]) => `add_header ${name} "${value}" always;`)
    const answering = allLocations(config).filter((location) => !location.refused)
    expect(answering.map((location) => location.match)).toEqual(
      expect.arrayContaining(
        appRoutes.flatMap((app) =>
          app.prefix === '/'
            ? ['= /', '@not_found']
            : [`= ${app.prefix}`, `@${app.prefix.slice(1)}_not_found`],
        ),
      ),
    )
    for (const location of answering)
      for (const line of headerLines) expect(location.body, location.match).toContain(line)
    const serverLevel = config.replace(/location\s+[^{]+?\s*\{[\s\S]*?\n {2}\}/g, '')
    for (const line of headerLines) expect(serverLevel).toContain(line)
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
