import { expect, test } from '@playwright/test'

test.describe('founder area keyboard use', () => {
  test('the chat can be used by keyboard alone', async ({ page }) => {
    await page.goto('/founder/ai-cofounder')
    await expect(page.getByRole('log')).toContainText('Hi Maya')
    await page.getByLabel('Message your AI Coach').focus()
    await page.keyboard.type('How do I find the right investors?')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('log')).toContainText('Start with fit, not volume')
  })
})
