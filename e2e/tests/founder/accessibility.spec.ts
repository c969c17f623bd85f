import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const screens = [
  ['/founder/dashboard', 'Welcome back, Maya'],
  ['/founder/ai-cofounder', 'AI Cofounder'],
  ['/founder/progress', 'Progress'],
  ['/founder/connect', 'Connect'],
  ['/founder/resources', 'Resources'],
  ['/founder/no-such-screen', 'Oops! Page not found'],
] as const

test.describe('founder area accessibility', () => {
  for (const [path, heading] of screens) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        // Let the score ring, bars and chart finish animating so colours are checked at rest.
        await page.waitForTimeout(1500)
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze()
        expect(
          violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
        ).toEqual([])
      })
    }
  }

  test('the chat can be used by keyboard alone', async ({ page }) => {
    await page.goto('/founder/ai-cofounder')
    await expect(page.getByRole('log')).toContainText('Hi Maya')
    await page.getByLabel('Message your AI Coach').focus()
    await page.keyboard.type('How do I find the right investors?')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('log')).toContainText('Start with fit, not volume')
  })
})
