import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'

// The gateway's and the nginx template's tests check that these headers are sent; this one holds what they say.
// A weakened value (HSTS max-age=0, a directive dropped or opened to `*`) still "contains" the fragments those
// tests look for, so each value is pinned whole here.

const production = securityHeaders({
  supabaseUrl: 'https://abc.supabase.co/rest/v1/',
  scriptHashes: ['sha256-one', 'sha256-two'],
})
const directives = (policy: string | undefined) =>
  Object.fromEntries((policy ?? '').split('; ').map((directive) => directive.split(/ (.*)/s).slice(0, 2)))

describe('securityHeaders', () => {
  it.each([
    ['default-src', "'self'"],
    ['script-src', "'self' 'sha256-one' 'sha256-two'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', "'self' https://abc.supabase.co"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ])('allows %s only %s', (directive, sources) => {
    expect(directives(production['Content-Security-Policy'])[directive]).toBe(sources)
  })

  it('has no directive beyond those, and never unsafe-inline or unsafe-eval for scripts', () => {
    expect(Object.keys(directives(production['Content-Security-Policy']))).toHaveLength(11)
    expect(production['Content-Security-Policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })

  it.each([
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ])('sends %s: %s', (name, value) => {
    expect(production[name]).toBe(value)
  })

  it('leaves out only the CSP for the dev servers, which inject inline scripts and styles', () => {
    const dev = securityHeaders({ supabaseUrl: 'https://abc.supabase.co', dev: true })
    const { 'Content-Security-Policy': _, ...rest } = production
    expect(dev).toEqual(rest)
  })
})
