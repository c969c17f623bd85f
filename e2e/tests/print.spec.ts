import { expect, test } from '@playwright/test'
import { openHydrated } from '../previews.ts'
import { toastItems } from '../toasts.ts'

// Printed or saved as a PDF, a page is what the screen shows less what only a screen needs
// (packages/ui/src/theme.css, "Printed or saved as a PDF").

test.use({ viewport: { width: 375, height: 800 } })

test('printed, an open menu and a toast leave the sheet, and the gradient button keeps its colours', async ({
  page,
}) => {
  await openHydrated(page, '/founder/dashboard')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Founder Preview' })
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Schedule Session' }).click()
  const toast = toastItems(page)
  await expect(toast).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()

  await page.emulateMedia({ media: 'print' })
  await expect(menu).toBeHidden()
  await expect(toast).toBeHidden()
  // Browsers drop backgrounds on paper unless the page asks to keep them: white text on white otherwise.
  const keepsColours = await page
    .getByRole('button', { name: 'Get Guidance' })
    .evaluate((link) => getComputedStyle(link).printColorAdjust)
  expect(keepsColours).toBe('exact')
})
