import { LOCAL_ANON_KEY } from '@app/site-config'
import { OG_IMAGE_SIZE } from '@app/site-config/brand'
import { expect, test } from '@playwright/test'
import { textLines } from '../../layout.ts'
import { HYDRATED_PREVIEW_ROOT } from '../../previews.ts'

// Each preview route's HTML, as the server sends it, names the screen (title, description, Open Graph, Twitter
// card), and without JavaScript the preview says it needs JavaScript and links home.

/** The content of the page's meta tag with this property or name, as the HTML holds it (still escaped). */
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\s*/?>`))?.[1]
// `canonical`: the screen's one address, which its canonical link and og:url name whichever way it was reached.
const pages = [
  { path: '/founder', title: 'Dashboard · Founder Preview · VibeScore', canonical: '/founder/dashboard' },
  { path: '/founder/', title: 'Dashboard · Founder Preview · VibeScore', canonical: '/founder/dashboard' },
  {
    path: '/founder/progress',
    title: 'Progress · Founder Preview · VibeScore',
    canonical: '/founder/progress',
  },
  {
    path: '/founder/connect?tab=messages',
    title: 'Connect · Founder Preview · VibeScore',
    canonical: '/founder/connect',
  },
  {
    path: '/investor/discover',
    title: 'Discover · Investor Preview · VibeScore',
    canonical: '/investor/discover',
  },
  {
    path: '/investor/analytics/',
    title: 'Analytics · Investor Preview · VibeScore',
    canonical: '/investor/analytics',
  },
]

for (const { path, title, canonical } of pages) {
  test(`${path} is served with its own title, social card and one canonical address`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>${title}</title>`)
    expect(meta(html, 'og:title')).toBe(title)
    expect(meta(html, 'twitter:title')).toBe(title)
    expect(meta(html, 'description')?.length).toBeGreaterThanOrEqual(40)
    expect(meta(html, 'og:description')?.length).toBeGreaterThanOrEqual(40)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    const canonicalHref = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? ''
    // Absolute, as search engines and link previews expect: the build's public origin, then the screen's path.
    expect(new URL(canonicalHref).pathname).toBe(canonical)
    expect(meta(html, 'og:url')).toBe(canonicalHref)
  })
}

// Any other address under an app is its 404 page, prerendered, with status 404 and kept out of search results.
for (const path of ['/investor/no-such-screen', '/founder/progress/deeper']) {
  test(`${path} is served as the app's 404 page, status 404`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toMatch(/<title>Page not found · (Founder|Investor) Preview · VibeScore<\/title>/)
    expect(meta(html, 'robots')).toBe('noindex')
    expect(html).toContain('Oops! Page not found')
  })
}

// The social image each screen's HTML names is served: a PNG of that screen at the social image size (1200×630,
// from `pnpm capture`).
for (const { path, image } of [
  { path: '/founder/progress', image: '/founder/og/progress.png' },
  { path: '/investor/discover', image: '/investor/og/discover.png' },
  { path: '/investor', image: '/investor/og/dashboard.png' },
]) {
  test(`${path} names its own social image, and it is served`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    expect(new URL(meta(html, 'og:image') ?? '', 'http://site').pathname).toBe(image)
    expect(meta(html, 'og:image:width')).toBe(String(OG_IMAGE_SIZE.width))
    expect(meta(html, 'og:image:height')).toBe(String(OG_IMAGE_SIZE.height))
    const response = await request.get(image)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/png')
    const png = await response.body()
    // The PNG header's IHDR chunk holds the width and height (big-endian, bytes 16–23).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/founder/progress', '/investor']) {
    test(`${path} shows a branded notice with a link home, as the page's main heading`, async ({ page }) => {
      await page.goto(path)
      const notice = page.getByRole('main')
      await expect(notice).toHaveCount(1)
      await expect(notice.getByRole('heading', { level: 1 })).toHaveText('This preview needs JavaScript')
      await expect(notice.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(notice.getByRole('link', { name: 'Go to the VibeScore website' })).toHaveAttribute(
        'href',
        '/',
      )
    })
  }

  test('on a 320 px phone the notice keeps its link on one line and no word alone under its heading', async ({
    page,
  }) => {
    // The link's label once broke before "website", and "JavaScript" stood alone under the heading.
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/founder/dashboard')
    const notice = page.getByRole('main')
    const link = notice.getByRole('link', { name: 'Go to the VibeScore website' })
    await expect(link).toBeVisible()
    expect(await textLines(link)).toHaveLength(1)
    const lines = await textLines(notice.getByRole('heading', { level: 1 }))
    expect(lines.at(-1)).toBeGreaterThan(0.6 * Math.max(...lines))
  })

  // The 404 needs no script: its panel and Return Home link are shown as they are, not hidden behind the notice.
  test('an unknown preview address shows the page-not-found panel and Return Home', async ({ page }) => {
    await page.goto('/founder/no-such-screen')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
  })
})

// The previews talk to no server: the build's Supabase address and key (meant for the marketing forms) must not
// be in their code, nor any other build variable the previews do not read.
for (const path of ['/founder/dashboard', '/investor/dashboard']) {
  test(`${path} ships none of the build's Supabase settings in its code`, async ({ page }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text())
    })
    await page.goto(path)
    await expect(page.locator(HYDRATED_PREVIEW_ROOT)).toBeAttached()
    const code = await Promise.all(scripts)
    expect(code.length).toBeGreaterThan(0)
    for (const text of code) {
      expect(text).not.toContain(LOCAL_ANON_KEY)
      expect(text).not.toContain('VITE_SUPABASE')
    }
  })
}
