import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const screens = [
  ['/investor/dashboard', 'Good morning, Eleanor'],
  ['/investor/discover', 'Discover'],
  ['/investor/portfolio', 'My Portfolio'],
  ['/investor/analytics', 'Analytics'],
  ['/investor/no-such-screen', 'Oops! Page not found'],
] as const

test.describe('investor area accessibility', () => {
  for (const [path, heading] of screens) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze()
        expect(
          violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
        ).toEqual([])
      })
    }
  }
})
