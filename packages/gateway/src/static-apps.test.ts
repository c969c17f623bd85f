import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { appRoutes } from '@app/site-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveInlineScriptHashes } from './inline-script-hashes.ts'
import { startGateway } from './server.ts'

let root: string
let base: string
let close: () => void
const scriptHashes = ['sha256-abc']

function write(file: string, body: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, body)
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'gateway-'))
  for (const app of appRoutes) {
    const dist = path.join(root, app.distDir)
    write(path.join(dist, 'index.html'), `<html><body>${app.name} index</body></html>`)
    if (app.prefix !== '/')
      write(path.join(dist, '404.html'), `<html><body>${app.name} not found</body></html>`)
    write(path.join(dist, 'assets', 'main-abc123.js'), `console.log('${app.name}');`.repeat(200))
  }
  const founderDist = appRoutes.find((app) => app.name === 'founder-preview')?.distDir ?? ''
  write(
    path.join(root, founderDist, 'progress', 'index.html'),
    '<html><body>founder progress page</body></html>',
  )
  const marketing = path.join(root, 'apps/marketing/dist/client')
  write(path.join(marketing, 'pricing', 'index.html'), '<html><body>pricing page</body></html>')
  write(path.join(marketing, '404.html'), '<html><body>Oops! Page not found</body></html>')
  write(path.join(marketing, 'robots.txt'), 'User-agent: *')
  write(path.join(root, founderDist, 'og', 'dashboard.png'), 'a social image')
  // Folders beside a build whose names start with the build folder's (`client` → `client-old`): no page.
  write(path.join(root, 'apps/marketing/dist/client-old/secret/index.html'), 'marketing sibling')
  write(path.join(root, `${founderDist}-old`, 'secret', 'index.html'), 'founder sibling')
  const server = await startGateway({
    mode: 'static',
    repoRoot: root,
    port: 0,
    host: '127.0.0.1',
    supabaseUrl: 'https://project.supabase.co',
    scriptHashes: () => scriptHashes,
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

/** What the gateway answers a request written to its socket as is (fetch would refuse to send a broken one). */
/**
 * Sends bytes as they are and reads the answer until the server closes. The request is ended after them
 * (`halfClose`) unless it is one the server must answer in full: a server drops a request whose sender has
 * closed before the answer was ready, so those ask `Connection: close` instead.
 */
function rawRequest(request: string, { halfClose = true } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
      halfClose ? socket.end(request) : socket.write(request),
    )
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answer += chunk
    })
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

afterAll(() => {
  close()
  rmSync(root, { recursive: true, force: true })
})

describe('static gateway', () => {
  it.each([
    ['/', 200, 'marketing index'],
    ['/pricing', 200, 'pricing page'],
    ['/pricing/', 200, 'pricing page'],
    ['/founder', 200, 'founder-preview index'],
    ['/founder/progress', 200, 'founder progress page'],
    ['/founder/progress/', 200, 'founder progress page'],
    ['/founder/progress?tab=x', 200, 'founder progress page'],
    ['/founder/', 200, 'founder-preview index'],
    ['/founder/..%2f..%2f..%2fetc', 404, 'founder-preview not found'],
    ['/founder/unknown/deep', 404, 'founder-preview not found'],
    ['/investor/analytics', 404, 'investor-preview not found'],
    ['/no-such-page', 404, 'Oops! Page not found'],
    ['/founderx', 404, 'Oops! Page not found'],
    ['/../../etc/passwd', 404, 'Oops! Page not found'],
    // One address per page, case-sensitive, as the production host (nginx) reads them.
    ['/FOUNDER', 404, 'Oops! Page not found'],
    ['/Founder/Progress', 404, 'Oops! Page not found'],
    ['/founder/Progress', 404, 'founder-preview not found'],
    ['/Pricing', 404, 'Oops! Page not found'],
    ['/founder/index.html', 404, 'founder-preview not found'],
    ['/founder/progress/index.html', 404, 'founder-preview not found'],
    ['/founder//progress', 404, 'founder-preview not found'],
    ['/pricing/index.html', 404, 'Oops! Page not found'],
    // An encoded slash is part of a name to a router, not a slash.
    ['/founder/progress%2F', 404, 'founder-preview not found'],
    ['/founder%2fprogress', 404, 'Oops! Page not found'],
    ['/pricing%2F', 404, 'Oops! Page not found'],
  ])('%s → %i', async (pathname, status, text) => {
    const response = await fetch(`${base}${pathname}`)
    expect(response.status).toBe(status)
    expect(await response.text()).toContain(text)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405, the methods that work and the security headers',
    async (method) => {
      for (const pathname of ['/', '/pricing', '/founder/progress', '/investor/assets/main-abc123.js']) {
        const response = await fetch(`${base}${pathname}`, { method })
        expect(response.status).toBe(405)
        expect(response.headers.get('allow')).toBe('GET, HEAD')
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      }
    },
  )

  it.each([
    '/..%2fclient-old%2fsecret',
    '/..%2fclient-old/secret',
    '/%2e%2e%2fclient-old%2fsecret/',
    '/founder/..%2fclient-old%2fsecret',
    '/founder/%2e%2e%2fclient-old/secret',
  ])('serves no page from outside the build folder: %s', async (pathname) => {
    const response = await fetch(`${base}${pathname}`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('sibling')
  })

  it('answers a malformed escape in a preview path with a 4xx, never a server error', async () => {
    const response = await fetch(`${base}/founder/%E0%A4%A`)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  // The router refuses an escape it cannot decode with a 400; its default error page showed the error's stack:
  // the server's folders and its dependencies' names and versions, to anyone who typed `%E0`.
  it.each([
    '/%E0',
    '/%zz',
    '/founder/%E0',
    '/founder/%E0%A4%A',
    '/investor/assets/%E0',
    '/assets/%c0%ae%c0%ae/x',
  ])('answers %s with a 4xx that shows no stack, with the security headers', async (pathname) => {
    const response = await fetch(`${base}${pathname}`)
    const text = await response.text()
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(text).not.toContain('node_modules')
    expect(text).not.toContain('URIError')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  // "Any other path shows the not-found page": a link cut short after its `%` too, with the 400 the production
  // proxy answers it with.
  it.each(['/%', '/%zz', '/pricing%', '/founder/%E0'])(
    'shows the not-found page for %s, status 400',
    async (pathname) => {
      const response = await fetch(`${base}${pathname}`)
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await response.text()).toContain('Oops! Page not found')
    },
  )

  // A request Node cannot read never reaches the router (an address longer than Node reads, a header line with
  // no colon): Node's own answer would be empty, a blank page. It is the not-found page, with the headers.
  it.each([
    ['an address of 20 KB', 431, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['a header line with no colon', 400, 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'],
  ])('shows the not-found page for %s, status %i', async (_name, status, request) => {
    const answer = await rawRequest(request)
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
    expect(answer).toContain("frame-ancestors 'none'")
    expect(answer).toMatch(/content-type: text\/html/i)
    expect(answer).toContain('Oops! Page not found')
  })

  // Requests Node answers itself unless told otherwise, with a bare status line and none of the security headers:
  // each gets the site's own answer, with the headers, as the production proxy answers them.
  it.each([
    [
      'an HTTP/1.1 request without a Host header',
      'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
      400,
      'Oops! Page not found',
    ],
    [
      'an Expect other than 100-continue',
      'GET / HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n',
      200,
      'marketing index',
    ],
    ['CONNECT', 'CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n', 405, 'Method Not Allowed'],
  ])('answers %s with its own answer and the headers', async (_name, request, status, text) => {
    const answer = await rawRequest(request, { halfClose: false })
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
    expect(answer).toContain("frame-ancestors 'none'")
    expect(answer).toContain(text)
  })

  // A page that is not there is not there in part either: the 404 page, whole, never 206 (or 416) for its bytes.
  it.each([
    ['/no-such-page', 'bytes=0-10', 'Oops! Page not found'],
    ['/no-such-page', 'bytes=999999-', 'Oops! Page not found'],
    ['/founder/unknown', 'bytes=0-10', 'founder-preview not found'],
  ])('answers %s with Range %s with the whole 404 page and status 404', async (pathname, range, text) => {
    const response = await fetch(`${base}${pathname}`, { headers: { range } })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(text)
  })

  // Files without a content hash in their name (robots.txt, the social images, the slides' screens) keep their
  // address across deploys: a browser asks again each time, or a redeploy would not reach it for a year.
  it.each(['/robots.txt', '/founder/og/dashboard.png'])(
    'serves %s, whose name has no hash, with no-cache',
    async (pathname) => {
      const response = await fetch(`${base}${pathname}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
    },
  )

  it('serves hashed assets immutable and compressed, per app', async () => {
    for (const prefix of ['', '/founder', '/investor']) {
      const response = await fetch(`${base}${prefix}/assets/main-abc123.js`, {
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('content-encoding')).toBe('gzip')
    }
  })

  it.each(['/assets/missing.js', '/founder/assets/missing.js', '/investor/assets/missing.js'])(
    'answers %s, a missing asset, with a bare 404 (not the HTML 404 page)',
    async (pathname) => {
      const response = await fetch(`${base}${pathname}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type') ?? '').not.toContain('text/html')
    },
  )

  it('sends the security headers with the Supabase origin and script hashes in the CSP', async () => {
    const response = await fetch(`${base}/`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("connect-src 'self' https://project.supabase.co")
    expect(csp).toContain("script-src 'self' 'sha256-abc'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
  })
})

describe('a gateway left running while the apps are built again', () => {
  it("allows the rebuilt page's new inline script, not only the one it started with", async () => {
    const buildRoot = mkdtempSync(path.join(tmpdir(), 'gateway-rebuild-'))
    const dists = appRoutes.map((app) => path.join(buildRoot, app.distDir))
    const founder = appRoutes.find((app) => app.name === 'founder-preview')
    const page = path.join(buildRoot, founder?.distDir ?? '', 'index.html')
    for (const dist of dists) write(path.join(dist, 'index.html'), '<html><body>page</body></html>')
    write(page, '<html><head><script>window.build=1</script></head><body>founder</body></html>')
    const server = await startGateway({
      mode: 'static',
      repoRoot: buildRoot,
      port: 0,
      host: '127.0.0.1',
      supabaseUrl: 'https://project.supabase.co',
      scriptHashes: liveInlineScriptHashes(dists, { recheckMs: 0 }),
    })
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const scriptSrc = async () =>
      ((await fetch(`${origin}/founder/`)).headers.get('content-security-policy') ?? '')
        .split('; ')
        .find((directive) => directive.startsWith('script-src'))
    const allowed = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    try {
      expect(await scriptSrc()).toContain(allowed('window.build=1'))
      write(page, '<html><head><script>window.build=22</script></head><body>founder</body></html>')
      expect(await scriptSrc()).toContain(allowed('window.build=22'))
      expect(await scriptSrc()).not.toContain(allowed('window.build=1'))
    } finally {
      server.close()
      rmSync(buildRoot, { recursive: true, force: true })
    }
  })
})
