import { siteContent } from '@app/site-content'
import { findPlaceholders, type SampleFact } from '@app/site-content/placeholders'
import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../axe.ts'
import { expect, test } from '../../fixtures.ts'

// The local build keeps the site content's placeholders and marks each with a visible "Sample" badge (which
// facts get one is the badge rule, tested on a fixture in sample-badge.test.tsx; a production build refuses
// placeholders altogether). Here: every fact that is still a placeholder shows its badge beside it, one per
// fact, none anywhere else, readable at both widths. The expected badges come from the same rule list, so
// filling in the content removes badges without failing anything.

/** The facts the site content still holds as placeholders. */
const samples = new Set(findPlaceholders(siteContent).map((placeholder) => placeholder.fact))

/**
 * A place on the page and the facts it shows, each with its badge while it is a sample. `everyMention`: the
 * place names its fact more than once (a policy's contact address), each mention badged.
 */
type Place = { scope: Locator; facts: SampleFact[]; everyMention?: true }

const footer = (page: Page): Place[] => {
  const contentinfo = page.getByRole('contentinfo')
  return [
    {
      scope: contentinfo.locator('p', { has: page.getByRole('link', { name: /LinkedIn/ }) }),
      facts: ['companyProfileUrl'],
    },
    {
      scope: contentinfo
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: siteContent.contactEmail }) }),
      facts: ['contactEmail'],
    },
  ]
}

/** Where on each page a fact's badge belongs. */
const places: Record<string, (page: Page) => Place[]> = {
  '/': (page) => {
    const strip = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
    })
    return [
      ...siteContent.partners.map(
        (_, index): Place => ({ scope: strip.getByRole('link').nth(index), facts: [`partners.${index}`] }),
      ),
      ...footer(page),
    ]
  },
  '/foundingteam': (page) => [
    ...siteContent.founders.map(
      (_, index): Place => ({ scope: page.getByRole('article').nth(index), facts: [`founders.${index}`] }),
    ),
    ...footer(page),
  ],
  '/vision': (page) => [{ scope: page.locator('figcaption'), facts: ['founders.0'] }, ...footer(page)],
  '/pricing': (page) => [
    // The avatars, and "Book a Demo with CEO" beside them.
    {
      scope: page.locator('section', {
        has: page.getByRole('heading', { name: '100+ founders are already building' }),
      }),
      facts: ['socialProof', 'demoBookingUrl'],
    },
    {
      scope: page.getByRole('article', { name: 'Scale' }).getByRole('link', { name: /Book a Demo/ }),
      facts: ['demoBookingUrl'],
    },
    ...footer(page),
  ],
  // The contact address, once in the footer and wherever the policy names it.
  ...Object.fromEntries(
    ['/terms', '/privacy', '/cookies'].map((path) => [
      path,
      (page: Page): Place[] => [
        { scope: page.locator('main'), facts: ['contactEmail'], everyMention: true },
        ...footer(page),
      ],
    ]),
  ),
}

async function expectBadgesInPlace(page: Page, places: Place[]): Promise<void> {
  let placed = 0
  for (const { scope, facts, everyMention } of places) {
    const badges = scope.getByText('Sample', { exact: true })
    const expected = facts.filter((fact) => samples.has(fact)).length
    if (everyMention) {
      if (expected > 0) await expect(badges.first()).toBeVisible()
      else await expect(badges).toHaveCount(0)
    } else await expect(badges).toHaveCount(expected)
    for (const badge of await badges.all()) await expect(badge).toBeVisible()
    placed += await badges.count()
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
