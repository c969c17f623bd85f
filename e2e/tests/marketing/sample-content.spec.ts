import { siteContent } from '@app/site-content'
import { findPlaceholders, type SampleFact } from '@app/site-content/placeholders'
import type { Locator } from '@playwright/test'
import { expectNoAxeViolations } from '../../axe.ts'
import { expect, test } from '../../fixtures.ts'

// The local build keeps the site content's placeholders and marks each with a visible "Sample" badge; a fact
// the owners have filled in has none (a production build refuses placeholders altogether).
const sampleFacts = new Set(findPlaceholders(siteContent).map((placeholder) => placeholder.fact))
const badges = (fact: SampleFact) => (sampleFacts.has(fact) ? 1 : 0)

async function expectBadges(scope: Locator, count: number): Promise<void> {
  const badge = scope.getByText('Sample', { exact: true })
  await expect(badge).toHaveCount(count)
  for (const each of await badge.all()) await expect(each).toBeVisible()
}

// Holds until launch: filling in the content makes it fail on purpose (README, "Launch checklist").
test('today the local build shows sample content: every fact is still a placeholder', () => {
  expect([...sampleFacts].sort()).toEqual(
    [
      'contactEmail',
      'companyProfileUrl',
      'demoBookingUrl',
      'founders.0',
      'founders.1',
      ...siteContent.partners.map((_, index) => `partners.${index}`),
      'socialProof',
    ].sort(),
  )
})

for (const width of [375, 1280]) {
  test.describe(`Sample badges at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('partner tiles and the footer facts on /', async ({ page }) => {
      await page.goto('/')
      const strip = page.locator('section', {
        has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
      })
      for (const index of siteContent.partners.keys())
        await expectBadges(strip.getByRole('link').nth(index), badges(`partners.${index}`))
      const footer = page.getByRole('contentinfo')
      await expectBadges(
        footer.locator('p', { has: page.getByRole('link', { name: /LinkedIn/ }) }),
        badges('companyProfileUrl'),
      )
      await expectBadges(
        footer
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: siteContent.contactEmail }) }),
        badges('contactEmail'),
      )
    })

    test('each founder card on /foundingteam, and the CEO under the quote on /vision', async ({ page }) => {
      await page.goto('/foundingteam')
      for (const index of siteContent.founders.keys())
        await expectBadges(page.getByRole('article').nth(index), badges(`founders.${index}`))
      await expectNoAxeViolations(page)
      await page.goto('/vision')
      await expectBadges(page.locator('figcaption'), badges('founders.0'))
    })

    test('the social proof and both demo links on /pricing', async ({ page }) => {
      await page.goto('/pricing')
      const proof = page.locator('section', {
        has: page.getByRole('heading', { name: '100+ founders are already building' }),
      })
      // One for the avatars, one beside "Book a Demo with CEO".
      await expectBadges(proof, badges('socialProof') + badges('demoBookingUrl'))
      const demo = page.getByRole('link', { name: /Book a Demo with CEO/ })
      await expectBadges(proof.locator('div', { has: demo }).last(), badges('demoBookingUrl'))
      await expectBadges(
        page.getByRole('article', { name: 'Scale' }).getByRole('link', { name: /Book a Demo/ }),
        badges('demoBookingUrl'),
      )
      await expectNoAxeViolations(page)
    })

    test('the contact address on each legal page', async ({ page }) => {
      for (const path of ['/terms', '/privacy', '/cookies']) {
        await page.goto(path)
        const addresses = page.locator('main').getByRole('link', { name: siteContent.contactEmail })
        const count = await addresses.count()
        expect(count).toBeGreaterThan(0)
        await expectBadges(page.locator('main'), count * badges('contactEmail'))
      }
    })
  })
}
