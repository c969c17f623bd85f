import { expect, test } from '../../fixtures.ts'
import { expectScrolledTo } from '../../sections.ts'

test.describe('header at desktop width', () => {
  for (const [label, id] of [
    ['Features', 'features-section'],
    ['How It Works', 'how-it-works-section'],
  ] as const) {
    test(`${label} scrolls to #${id} on the landing page`, async ({ page }) => {
      await page.goto('/')
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click()
      await expectScrolledTo(page, id)
      await expect(page).toHaveURL(/\/$/)
    })

    test(`${label} from another page opens the landing page, then scrolls to #${id}`, async ({ page }) => {
      await page.goto('/pricing')
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(/\/$/)
      await expectScrolledTo(page, id)
    })
  }

  test('logo, Pricing, Get Early Access and the preview buttons lead to their pages', async ({ page }) => {
    await page.goto('/vision')
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await header.getByRole('link', { name: 'VibeScore home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(header.getByRole('link', { name: 'Get Early Access' })).toHaveAttribute(
      'href',
      '/get-early-access',
    )
    await expect(header.getByRole('link', { name: 'Founder Preview' })).toHaveAttribute(
      'href',
      '/founder/dashboard',
    )
    await expect(header.getByRole('link', { name: 'Investor Preview' })).toHaveAttribute(
      'href',
      '/investor/dashboard',
    )
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('hides the desktop entries behind a toggle that opens and closes the menu', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText([
      'Features',
      'How It Works',
      'Pricing',
      'Founder Preview',
      'Investor Preview',
      'Get Early Access',
    ])
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
  })

  test('closes when an entry is chosen and scrolls to the section', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'How It Works' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    await expectScrolledTo(page, 'how-it-works-section')
  })

  test('closes when a page is chosen', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })

  test('still opens the landing page from a section entry, and names its toggle, where the browser blocks site storage', async ({
    page,
  }) => {
    // A browser set to block site data throws on any use of sessionStorage, as Chrome does then.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError')
        },
      })
    })
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'How It Works' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('nothing overflows the viewport horizontally', async ({ page }) => {
    for (const path of ['/', '/pricing', '/vision', '/foundingteam', '/terms', '/privacy', '/cookies']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
