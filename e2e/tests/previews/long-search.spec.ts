import { expect, test } from '@playwright/test'
import { openHydrated } from '../../previews.ts'

// A search box takes whatever is pasted into it: a long unbroken word matches nothing, and the message saying
// so (which quotes it) wraps inside the screen instead of widening the page.
const searches: [path: string, label: string][] = [
  ['/founder/connect', 'Search investors'],
  ['/founder/resources', 'Search resources'],
  ['/investor/discover', 'Search startups'],
]
const pasted = 'x'.repeat(200)

for (const width of [320, 375]) {
  for (const [path, label] of searches) {
    test(`${path} at ${width} px: a long unbroken search that matches nothing keeps the page its width`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await openHydrated(page, path)
      await page.getByLabel(label).fill(pasted)
      const empty = page.getByRole('status').filter({ hasText: /match/ }).last()
      await expect(empty).toBeVisible()
      const box = await empty.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
}
