import { expect, test } from '../../fixtures.ts'
import { stopNextPageClock } from '../../page-clock.ts'
import { expectScrolledTo } from '../../sections.ts'
import { expectSkipToContentLeadsTo } from '../../skip-link.ts'

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

  // docs/timings-and-numbers.md: from another page, the landing page is shown first and scrolled to the section
  // about 100 ms later (SECTION_SCROLL_DELAY_MS). The page's clock is held, so the delay is measured exactly.
  test('from another page, the landing page scrolls to the section about 100 ms after it is shown', async ({
    page,
  }) => {
    // The landing page's clock is created stopped at its own start: its timers run only as the test moves it.
    await stopNextPageClock(page)
    await page.goto('/pricing')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click()
    await page.waitForURL(/\/$/, { waitUntil: 'load' })
    const scrolled = () => page.evaluate(() => window.scrollY)
    await page.clock.runFor(90)
    expect(await scrolled()).toBe(0)
    await page.clock.runFor(20)
    await expectScrolledTo(page, 'features-section')
  })

  test('the section is scrolled to once: a later visit to the landing page in the same tab opens at its top', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click()
    await expectScrolledTo(page, 'features-section')
    await stopNextPageClock(page)
    await page.goto('/')
    // Well past the delay a handed-over section would be scrolled to after. Scrolling there would also have
    // taken focus into the section at once (the scroll itself glides on in real time).
    await page.clock.runFor(1000)
    expect(await page.evaluate(() => [window.scrollY, document.activeElement === document.body])).toEqual([
      0,
      true,
    ])
  })

  test('a section link pressed with Ctrl or Cmd opens the landing page in a new tab and leaves this page as it is', async ({
    page,
  }) => {
    await page.goto('/pricing')
    const opened = page.context().waitForEvent('page')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Features' })
      .click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await expect(tab).toHaveURL(/\/#features-section$/)
    await expect(page).toHaveURL(/\/pricing$/)
    await tab.close()
  })

  test('a section link chosen by keyboard takes focus into the section: the next Tab goes on from there', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).focus()
    await page.keyboard.press('Enter')
    await expectScrolledTo(page, 'features-section')
    await page.keyboard.press('Tab')
    // Focus is on the first control at or after the section's start, not back in the header.
    expect(
      await page.evaluate(() => {
        const section = document.getElementById('features-section')
        const focused = document.activeElement
        return (
          section !== null &&
          focused !== null &&
          (section.contains(focused) ||
            Boolean(section.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING))
        )
      }),
    ).toBe(true)
  })

  test('marks the link of the page shown as the current page', async ({ page }) => {
    await page.goto('/pricing')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toHaveAttribute('aria-current', 'page')
    await page.goto('/privacy')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page')
    await expect(footer.getByRole('link', { name: 'Terms' })).not.toHaveAttribute('aria-current')
  })

  test('a control focused by keyboard is scrolled clear of the sticky header', async ({ page }) => {
    await page.goto('/pricing')
    const question = page.getByRole('button', { name: 'What is the Vibe Score?' })
    // The question sits just under the header, and focus is on the control after it; Shift+Tab comes back up.
    await question.evaluate((element) => {
      window.scrollBy(0, element.getBoundingClientRect().top - 10)
      const controls = [...document.querySelectorAll<HTMLElement>('a[href], button')]
      controls[controls.indexOf(element as HTMLElement) + 1]?.focus({ preventScroll: true })
    })
    await page.keyboard.press('Shift+Tab')
    await expect(question).toBeFocused()
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom)
    expect(await question.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      headerBottom,
    )
  })

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

test('Skip to content, the first stop of the Tab key, takes focus into the main area: the next Tab reaches its first control', async ({
  page,
}) => {
  await page.goto('/pricing')
  await expectSkipToContentLeadsTo(
    page,
    page.getByRole('main').getByRole('link', { name: 'Start Free Today' }),
  )
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

  test('closes when Tab moves on out of it, so it does not cover what focus reaches next', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    const entries = await menu.getByRole('link').count()
    for (let press = 0; press <= entries; press += 1) await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes when Shift+Tab moves back past its toggle, and stays open on the toggle', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Features' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('at 400% zoom (320 × 256) scrolls within itself, so its last entry can be reached', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 })
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const last = page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Get Early Access' })
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport({ ratio: 1 })
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
