import { expect, type Page, test } from '@playwright/test'
import { openHydrated } from '../../previews.ts'

// The preview notice (a Sonner toast in the "Notifications" live region) as a keyboard and screen-reader user
// meets it. What it says and where it links is in every-button.spec.ts.

const notice = (page: Page, action: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: `${action} isn't available in the preview` })

test('the notice reached by keyboard (Alt+T, then Tab) shows where focus is', async ({ page }) => {
  await openHydrated(page, '/founder/dashboard')
  await page.getByRole('button', { name: 'Schedule Session' }).press('Enter')
  const toast = notice(page, 'Schedule Session')
  await expect(toast).toBeVisible()
  await page.keyboard.press('Alt+T')
  await page.keyboard.press('Tab')
  await expect(toast).toBeFocused()
  // The theme's ring, as on every other control (packages/ui/src/theme.css): a 2px outer line.
  const ring = await toast.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
    }
  })
  expect(ring).toEqual({ focusVisible: true, style: 'solid', width: 2 })
})
