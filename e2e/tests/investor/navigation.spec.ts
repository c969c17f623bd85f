import { expect, test } from '@playwright/test'
import {
  expectMarketingLinks,
  expectPhoneMenuNavigates,
  expectReturnHomeLeadsToLanding,
  openUnknownScreen,
  previewScreenPaths,
} from '../../previews.ts'

const screens = [
  { nav: 'Dashboard', path: '/investor/dashboard', heading: 'Good morning, Eleanor', title: 'Dashboard' },
  { nav: 'Discover', path: '/investor/discover', heading: 'Discover', title: 'Discover' },
  { nav: 'My Portfolio', path: '/investor/portfolio', heading: 'My Portfolio', title: 'My Portfolio' },
  { nav: 'Analytics', path: '/investor/analytics', heading: 'Analytics', title: 'Analytics' },
]

// A screen added to the app's screen list needs its row here: this fails until it has one.
test('the table above has a row for every screen of the investor app, in its order', () => {
  expect(screens.map((screen) => screen.path)).toEqual(previewScreenPaths.investor)
})

test.describe('investor area navigation', () => {
  for (const path of ['/investor', '/investor/dashboard']) {
    test(`${path} shows the dashboard with Dashboard marked active`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Good morning, Eleanor' })).toBeVisible()
      const nav = page.getByRole('navigation', { name: 'Investor Preview' })
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
      await expect(nav.getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current', 'page')
    })
  }

  test('the top bar reaches every screen and marks the current one', async ({ page }) => {
    await page.goto('/investor')
    const nav = page.getByRole('navigation', { name: 'Investor Preview' })
    for (const screen of [...screens.slice(1), screens[0]]) {
      if (!screen) continue
      await nav.getByRole('link', { name: screen.nav }).click()
      await expect(page).toHaveURL(screen.path)
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
      await expect(page).toHaveTitle(`${screen.title} · Investor Preview · VibeScore`)
      await expect(nav.getByRole('link', { name: screen.nav })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }
  })

  test('the logo and Get Early Access lead to the marketing site', async ({ page }) => {
    await page.goto('/investor/analytics')
    await expectMarketingLinks(page)
  })

  test('an unknown child path shows the in-app not-found view', async ({ page }) => {
    await openUnknownScreen(page, '/investor/no-such-screen')
    await expect(page.getByRole('navigation', { name: 'Investor Preview' })).toBeVisible()
    await expectReturnHomeLeadsToLanding(page)
  })

  test('a new screen starts at the top of the page', async ({ page }) => {
    await page.goto('/investor/portfolio')
    await expect(page.getByRole('heading', { level: 1, name: 'My Portfolio' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page
      .getByRole('navigation', { name: 'Investor Preview' })
      .getByRole('link', { name: 'Analytics' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('on a phone the menu button opens the same navigation and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/investor')
    await expectPhoneMenuNavigates(page, 'Investor Preview', 'My Portfolio', '/investor/portfolio')
    // Sideways scroll on every screen at phone widths: every-route.spec.ts.
  })
})
