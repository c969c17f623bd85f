import { linkOnlyPages, type MarketingPath, marketingPaths } from '@app/site-config'
import { BRAND_NAME } from '@app/site-config/brand'
import { consoleErrors } from '../../console.ts'
import { expect, test } from '../../fixtures.ts'

/**
 * What each site page shows first; null for the form and thank-you pages, which the forms suite covers. Typed by
 * the marketing paths, so a new path does not type-check until it has an entry here.
 */
const firstHeadings: Record<MarketingPath, string | null> = {
  '/': 'AI-Powered Agentic Platform For Startup Success',
  '/pricing': 'Simple pricing that grows with your startup',
  '/vision': 'Your Startup Engine.',
  '/foundingteam': 'Founders building for founders',
  '/terms': 'Terms and Conditions',
  '/privacy': 'Privacy Policy',
  '/cookies': 'Cookie Policy',
  '/get-early-access': null,
  '/get-early-access-websummit': null,
  '/thank-you': null,
  '/thank-you-websummit': null,
}
const pages = Object.entries(firstHeadings).flatMap(([path, heading]) => (heading ? [{ path, heading }] : []))

const linkOnly = new Set<string>(linkOnlyPages)
/** How far a paint's timestamps may trail the moment it was reported (see below). */
const PAINT_REPORT_MARGIN_MS = 50

test.describe('every marketing route', () => {
  for (const path of marketingPaths) {
    test(`${path} answers 200 with its own title, description and canonical URL, paints before it fetches any script, runs without errors`, async ({
      page,
    }) => {
      const errors = consoleErrors(page)
      page.on('pageerror', (error) => errors.push(error.message))
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      // The page's own title and description, the same in every place a browser or a share card reads them.
      const title = await page.title()
      expect(title).toMatch(new RegExp(`^\\S.* \\| ${BRAND_NAME}$`))
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
      expect(description.length).toBeGreaterThan(20)
      for (const name of ['og:title', 'twitter:title'])
        await expect(page.locator(`meta[property="${name}"], meta[name="${name}"]`)).toHaveAttribute(
          'content',
          title,
        )
      for (const name of ['og:description', 'twitter:description'])
        await expect(page.locator(`meta[property="${name}"], meta[name="${name}"]`)).toHaveAttribute(
          'content',
          description,
        )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      )
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      // A page with islands starts their code right after the first paint, which on a busy machine can come
      // after the network first goes quiet: wait for it, so the check below has scripts to look at.
      if (!linkOnly.has(path))
        await expect
          .poll(() =>
            page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .some((entry) => new URL(entry.name).pathname.endsWith('.js')),
            ),
          )
          .toBe(true)
      // Link-only pages fetch no script at all; the others start their islands only after the first paint.
      // The paint is timed when the frame was drawn (`paintTime`); its `startTime` is when the frame reached
      // the screen, which on a busy machine can come after the scripts the paint let start. A script in the
      // page's head would start with the HTML, hundreds of milliseconds before either; on a busy machine the
      // paint's own timestamps can lag the moment it was reported by a frame or two, hence the margin.
      const timing = await page.evaluate(() => ({
        paint: (() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0] as
            | (PerformanceEntry & { paintTime?: number })
            | undefined
          return paint?.paintTime ?? paint?.startTime ?? Number.NaN
        })(),
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }))
      if (linkOnly.has(path)) expect(timing.scripts).toEqual([])
      else expect(timing.scripts.length).toBeGreaterThan(0)
      for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint - PAINT_REPORT_MARGIN_MS)
    })
  }

  test('each page has a title and a description of its own', async ({ request }) => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of marketingPaths) {
      const html = await (await request.get(path)).text()
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '')
    }
    expect(titles.size).toBe(marketingPaths.length)
    expect(descriptions.size).toBe(marketingPaths.length)
  })
})

test.describe('prerendered HTML', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, heading } of pages) {
    test(`${path} shows its content without JavaScript`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText(
        'AI-Powered Agentic Platform For Startup Success',
      )
    })
  }

  test('the landing page carries the first slide image in its HTML', async ({ page }) => {
    await page.goto('/')
    const first = page.locator('[aria-roledescription="slide"] img').first()
    await expect(first).toHaveAttribute('loading', 'eager')
    // Fetched with the page, behind the stylesheet and font the headline (the phone's largest paint) needs.
    await expect(first).toHaveAttribute('fetchpriority', 'low')
    await expect(
      page.locator('[aria-roledescription="slide"] picture source[type="image/avif"]').first(),
    ).toBeAttached()
  })
})

test('sitemap.xml lists the pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.ok()).toBe(true)
  // The addresses use the configured public site URL, which need not be the origin under test.
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  )
  // Every page but the thank-you pages, which only make sense after a signup.
  expect(listed).toEqual(marketingPaths.filter((path) => !path.startsWith('/thank-you')))
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m)
})

test.describe('not-found page', () => {
  test('an unknown path shows the 404 page, logs the path and offers a way home', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    const response = await page.goto('/no/such-page?x=1')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    // A shared or searched link shows the page's description: the words the page itself says under its heading.
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description, 'the page has a description').toBeTruthy()
    await expect(page.getByText(String(description), { exact: true })).toBeVisible()
    await expect.poll(() => logged.some((text) => text.includes('/no/such-page'))).toBe(true)
    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'AI-Powered Agentic Platform For Startup Success',
    )
  })
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vision' }).click()
  await expect(page).toHaveURL(/\/vision$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
