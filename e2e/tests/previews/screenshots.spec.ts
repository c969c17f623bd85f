import { test } from '@playwright/test'

// Not a check: `SCREENSHOTS=1 playwright test tests/previews/screenshots.spec.ts` saves full-page screenshots
// of every preview route at phone and desktop widths into e2e/screenshots/ for a person to look at.
const routes = (
  process.env.SCREENSHOT_ROUTES ?? '/founder,/investor/portfolio?view=list,/investor/analytics'
).split(',')

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots')

for (const width of [320, 375, 1280]) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const route of routes) {
      await page.goto(route)
      await page.getByRole('heading', { level: 1 }).waitFor()
      const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')
      await page.screenshot({ path: `screenshots/${width}-${name}.png`, fullPage: true })
    }
  })
}
