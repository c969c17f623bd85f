import { siteContent } from '@app/site-content'
import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../axe.ts'
import { expect, test } from '../../fixtures.ts'

// The local build keeps the site content's placeholders and marks each with a visible "Sample" badge (which
// facts get one is the badge rule, tested on a fixture in sample-badge.test.tsx; a production build refuses
// placeholders altogether). Here: every badge a page shows sits beside one fact, at most one per fact, none
// anywhere else, readable at both widths. Filling in the content removes badges without failing anything.

/** A fact's place on the page and how many badges it may carry (one per fact it shows). */
type Place = [scope: Locator, facts: number]

const footer = (page: Page): Place[] => {
  const contentinfo = page.getByRole('contentinfo')
  return [
    [contentinfo.locator('p', { has: page.getByRole('link', { name: /LinkedIn/ }) }), 1],
    [
      contentinfo
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: siteContent.contactEmail }) }),
      1,
    ],
  ]
}

/** Where on each page a fact's badge belongs. */
const places: Record<string, (page: Page) => Place[]> = {
  '/': (page) => {
    const strip = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
    })
    return [
      ...siteContent.partners.map((_, index): Place => [strip.getByRole('link').nth(index), 1]),
      ...footer(page),
    ]
  },
  '/foundingteam': (page) => [
    ...siteContent.founders.map((_, index): Place => [page.getByRole('article').nth(index), 1]),
    ...footer(page),
  ],
  '/vision': (page) => [[page.locator('figcaption'), 1], ...footer(page)],
  '/pricing': (page) => [
    // The avatars, and "Book a Demo with CEO" beside them.
    [
      page.locator('section', {
        has: page.getByRole('heading', { name: '100+ founders are already building' }),
      }),
      2,
    ],
    [page.getByRole('article', { name: 'Scale' }).getByRole('link', { name: /Book a Demo/ }), 1],
    ...footer(page),
  ],
  // The contact address, once in the footer and wherever the policy names it.
  ...Object.fromEntries(
    ['/terms', '/privacy', '/cookies'].map((path) => [
      path,
      (page: Page): Place[] => [[page.locator('main'), Number.POSITIVE_INFINITY], ...footer(page)],
    ]),
  ),
}

async function expectBadgesInPlace(page: Page, places: Place[]): Promise<void> {
  let placed = 0
  for (const [scope, facts] of places) {
    const badges = scope.getByText('Sample', { exact: true })
    const count = await badges.count()
    expect(count).toBeLessThanOrEqual(facts)
    for (const badge of await badges.all()) await expect(badge).toBeVisible()
    placed += count
  }
  // No badge anywhere but beside a fact (the partner strip's second, decorative copy is hidden from assistive
  // technology and repeats the first).
  const shown = await page
    .getByText('Sample', { exact: true })
    .evaluateAll((badges) => badges.filter((badge) => !badge.closest('[aria-hidden="true"]')).length)
  expect(shown).toBe(placed)
}

for (const width of [375, 1280]) {
  test(`Sample badges at ${width} px: beside their facts only, visible, axe-clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, scopes] of Object.entries(places)) {
      await test.step(path, async () => {
        await page.goto(path)
        await expectBadgesInPlace(page, scopes(page))
        if (path === '/foundingteam' || path === '/pricing') await expectNoAxeViolations(page)
      })
    }
  })
}
