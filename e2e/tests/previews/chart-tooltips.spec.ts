import { expect, test } from '@playwright/test'
import { openHydrated } from '../../previews.ts'

// Every chart of the previews, each analytics metric on its own.
const chartPages = [
  '/investor/analytics?tab=Returns',
  '/investor/analytics?tab=Sectors',
  '/investor/analytics?tab=Stages',
  '/investor/portfolio',
  '/founder/progress',
]

for (const width of [320, 375]) {
  for (const path of chartPages) {
    test(`${path} at ${width} px: every period's readout stays on the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await openHydrated(page, path)
      const selectors = page.getByRole('slider', { name: /values by period$/ })
      await expect(selectors.first()).toBeVisible()
      const readout = page.locator('[data-slot="line-chart-tooltip"]')
      for (const selector of await selectors.all()) {
        await selector.focus()
        await page.keyboard.press('Home')
        const periods = Number(await selector.getAttribute('aria-valuemax'))
        expect(periods, 'the number of periods it moves through').toBeGreaterThan(1)
        for (let period = 1; period <= periods; period += 1) {
          await expect(selector).toHaveAttribute('aria-valuenow', String(period))
          const box = await readout.boundingBox()
          expect(box, `period ${period}`).not.toBeNull()
          if (!box) return
          expect(box.x, `period ${period}: its left edge`).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, `period ${period}: its right edge`).toBeLessThanOrEqual(width)
          await page.keyboard.press('ArrowRight')
        }
      }
    })
  }
}
