import { marketingPaths } from '@app/site-config'
import { expectNoAxeViolations } from '../axe.ts'
import { expect, test } from '../fixtures.ts'

// Every route of the spec's route table, each preview screen, and the not-found views, each at the phone
// and desktop widths of the design brief.
const previewScreens = [
  '/founder',
  '/founder/dashboard',
  '/founder/ai-cofounder',
  '/founder/progress',
  '/founder/connect',
  '/founder/resources',
  '/founder/no-such-screen',
  '/investor',
  '/investor/dashboard',
  '/investor/discover',
  '/investor/portfolio',
  '/investor/analytics',
  '/investor/no-such-screen',
]
const routes = [...marketingPaths, '/no-such-page', ...previewScreens]

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    // Reduced motion: score rings, bars and charts are at rest at once, so colours are checked as they end up.
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    for (const route of routes) {
      test(`${route} has no accessibility violations`, async ({ page }) => {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        await expectNoAxeViolations(page)
      })
    }
  })
}
