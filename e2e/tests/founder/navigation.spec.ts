import { expect, test } from '@playwright/test'
import {
  expectMarketingLinks,
  expectPhoneMenuNavigates,
  expectReturnHomeLeadsToLanding,
  openHydrated,
  openUnknownScreen,
  previewScreenPaths,
} from '../../previews.ts'
import { expectSkipToContentLeadsTo } from '../../skip-link.ts'
import { holdRequests } from '../../slow-phone.ts'

const screens = [
  { label: 'Dashboard', path: '/founder/dashboard', heading: /welcome back/i },
  { label: 'AI Cofounder', path: '/founder/ai-cofounder', heading: 'AI Cofounder' },
  { label: 'Progress', path: '/founder/progress', heading: 'Progress' },
  { label: 'Connect', path: '/founder/connect', heading: 'Connect' },
  { label: 'Resources', path: '/founder/resources', heading: 'Resources' },
] as const

// A screen added to the app's screen list needs its row here: this fails until it has one.
test('the table above has a row for every screen of the founder app, in its order', () => {
  expect(screens.map((screen) => screen.path)).toEqual(previewScreenPaths.founder)
})

test.describe('founder navigation', () => {
  for (const path of ['/founder', '/founder/', '/founder/dashboard']) {
    test(`${path} shows the dashboard with Dashboard marked current`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: /welcome back, maya/i })).toBeVisible()
      const nav = page.getByRole('navigation', { name: 'Founder Preview' })
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await expect(page).toHaveTitle('Dashboard · Founder Preview · VibeScore')
    })
  }

  test('the top bar moves between every screen and marks the active one', async ({ page }) => {
    await page.goto('/founder/resources')
    const nav = page.getByRole('navigation', { name: 'Founder Preview' })
    for (const screen of screens) {
      await nav.getByRole('link', { name: screen.label }).click()
      await expect(page).toHaveURL(screen.path)
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
      await expect(nav.getByRole('link', { name: screen.label })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await expect(page).toHaveTitle(`${screen.label} · Founder Preview · VibeScore`)
    }
  })

  test("while a screen's code is on its way, a screen reader hears which screen is loading, then the screen takes focus", async ({
    page,
  }) => {
    await openHydrated(page, '/founder/dashboard')
    const progressCode = await holdRequests(page, '**/founder/assets/progress-*.js')
    const nav = page.getByRole('navigation', { name: 'Founder Preview' })
    await nav.getByRole('link', { name: 'Progress' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveText('Loading Progress…')

    await progressCode.release()
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
    await expect(page.getByRole('main')).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
  })

  test('every screen opens directly by its address', async ({ page }) => {
    for (const screen of screens) {
      await page.goto(screen.path)
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
    }
  })

  test('the logo links to the marketing home and Get Early Access to the waitlist', async ({ page }) => {
    await page.goto('/founder/progress')
    await expectMarketingLinks(page)
    await page.getByRole('link', { name: 'Get Early Access' }).first().click()
    await expect(page).toHaveURL('/get-early-access')
    await expect(page.getByRole('heading', { name: 'Get Early Access' })).toBeVisible()
  })

  test('an unknown child path shows the in-app not-found view', async ({ page }) => {
    await openUnknownScreen(page, '/founder/no-such-screen')
    await expect(page.getByRole('navigation', { name: 'Founder Preview' })).toBeAttached()
    await expectReturnHomeLeadsToLanding(page)
  })

  test('an address with a doubled slash is not found, and logged as the visitor typed it', async ({
    page,
  }) => {
    await openUnknownScreen(page, '/founder//progress')
  })

  test('a new screen starts at the top of the page', async ({ page }) => {
    await page.goto('/founder/resources')
    await page.getByRole('button', { name: 'Load More Resources' }).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page
      .getByRole('navigation', { name: 'Founder Preview' })
      .getByRole('link', { name: 'Progress' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a screen chosen in the top bar by keyboard takes focus: the next Tab goes on in the new screen', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/dashboard')
    await page
      .getByRole('navigation', { name: 'Founder Preview' })
      .getByRole('link', { name: 'Progress' })
      .focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
    await expect(page.getByRole('main')).toBeFocused()
    // A change of view within the screen leaves focus where the visitor is.
    await page.getByRole('button', { name: 'Monthly' }).click()
    await expect(page.getByRole('button', { name: 'Monthly' })).toBeFocused()
  })

  test('Skip to content, the first stop of the Tab key, takes focus into the screen: the next Tab reaches its first control', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/progress')
    await expectSkipToContentLeadsTo(
      page,
      page.getByRole('main').getByRole('button', { name: 'Export Report' }),
    )
  })

  test('after a click on the text of a screen, Tab goes on from there, not from the top of the screen', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/resources')
    await page.getByRole('heading', { name: 'Upcoming Events' }).click()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: /^Register Now/ }).first()).toBeFocused()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test('the menu closes when Tab moves on out of it', async ({ page }) => {
      await openHydrated(page, '/founder/dashboard')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('navigation', { name: 'Founder Preview' })
      await expect(menu).toBeVisible()
      const entries = await menu.getByRole('link').count()
      // Through the entries and Get Early Access, then on to the screen.
      for (let press = 0; press <= entries + 1; press += 1) await page.keyboard.press('Tab')
      await expect(menu).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    })

    test('the menu closes when Shift+Tab moves back past its toggle', async ({ page }) => {
      await openHydrated(page, '/founder/dashboard')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('navigation', { name: 'Founder Preview' })
      await page.keyboard.press('Tab')
      await page.keyboard.press('Shift+Tab')
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
      await expect(menu).toBeVisible()
      await page.keyboard.press('Shift+Tab')
      await expect(menu).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    })

    // Sideways scroll on every screen at phone widths: every-route.spec.ts.
    test('the menu opens, navigates and closes', async ({ page }) => {
      await page.goto('/founder/')
      await expectPhoneMenuNavigates(page, 'Founder Preview', 'Connect', '/founder/connect')
    })
  })
})
