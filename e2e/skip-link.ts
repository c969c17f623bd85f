import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Skip to content, as a keyboard user meets it on a page just opened: the first stop of the Tab key, shown on
 * screen, and Enter takes focus itself into the main area (a screen reader goes on reading from there, not only
 * the next Tab), so the next Tab reaches `firstControl`, the main area's first control.
 */
export async function expectSkipToContentLeadsTo(page: Page, firstControl: Locator): Promise<void> {
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(firstControl).toBeFocused()
}
