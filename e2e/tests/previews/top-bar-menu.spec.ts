import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../../axe.ts'
import { HYDRATED_PREVIEW_ROOT } from '../../previews.ts'
import { touchPhone } from '../../touch.ts'

/**
 * The previews' mobile menu is the browser's own popover (as the marketing site's is): it opens and closes by
 * itself (the browser reports its state on the toggle), and once the app runs it names the toggle's state too
 * and closes the menu when an entry is chosen.
 * Opening it before the app's code has arrived is in first-view.spec.ts.
 */
test.use(touchPhone)

test('the menu opens, names its state, and closes on an entry, on Escape and on a tap outside', async ({
  page,
}) => {
  await page.goto('/investor/dashboard')
  await expect(page.locator(HYDRATED_PREVIEW_ROOT)).toBeAttached()
  const menu = page.getByRole('navigation', { name: 'Investor Preview' })
  const toggle = page.getByRole('button', { name: /menu$/ })
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAccessibleName('Open menu')

  await toggle.tap()
  await expect(menu).toBeVisible()
  await expect(toggle).toHaveAccessibleName('Close menu')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page)

  // An entry: the screen changes in place and the menu closes.
  await menu.getByRole('link', { name: 'Discover' }).tap()
  await expect(page).toHaveURL(/\/investor\/discover$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible()
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAccessibleName('Open menu')

  await toggle.tap()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.tap()
  await expect(menu).toBeVisible()
  // The menu covers the top of the screen: a tap near the bottom, on the page behind it.
  await page.touchscreen.tap(187, 700)
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAccessibleName('Open menu')

  // Pressed again while open, the toggle closes it.
  await toggle.tap()
  await expect(menu).toBeVisible()
  await toggle.tap()
  await expect(menu).toBeHidden()
})
