import { siteContent } from '@app/site-content'
import { expect, test } from '../../fixtures.ts'

for (const width of [375, 1280, 1920, 2560]) {
  test(`the partner band at ${width} px has logos across its whole width at every point of its loop`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const band = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
    })
    await band.scrollIntoViewIfNeeded()
    for (const progress of [0, 0.5, 0.99]) {
      // The marquee is a CSS animation: hold it at this point of its loop and look at where the logos are.
      const gap = await band.evaluate((section, progress) => {
        const track = section.querySelector('ul')?.parentElement
        const animation = track?.getAnimations()[0]
        if (!track || !animation) throw new Error('the band does not move')
        const duration = Number(animation.effect?.getTiming().duration)
        animation.pause()
        animation.currentTime = duration * progress
        const visible = section.getBoundingClientRect()
        const tiles = [...section.querySelectorAll('li')]
          .map((tile) => tile.getBoundingClientRect())
          .sort((a, b) => a.left - b.left)
        return {
          left: (tiles[0]?.left ?? Infinity) - visible.left,
          right: visible.right - (tiles.at(-1)?.right ?? -Infinity),
          between: Math.max(...tiles.slice(1).map((tile, index) => tile.left - (tiles[index]?.right ?? 0))),
        }
      }, progress)
      // Empty band at an edge is never wider than the space between two logos: the band has not run out.
      expect(gap.left, `empty band on the left at ${progress} of the loop`).toBeLessThanOrEqual(gap.between)
      expect(gap.right, `empty band on the right at ${progress} of the loop`).toBeLessThanOrEqual(gap.between)
    }
  })
}

test('at 375 px every partner logo reached by keyboard is wholly on screen: the band stands still meanwhile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const band = page.locator('section', {
    has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
  })
  const logos = band.getByRole('link')
  await expect(logos).toHaveCount(siteContent.partners.length)
  await page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }).scrollIntoViewIfNeeded()
  await page.keyboard.press('Tab') // from the top of the page, to be sure the next focus is the keyboard's
  await logos.first().focus()
  for (let index = 0; index < siteContent.partners.length; index += 1) {
    if (index > 0) await page.keyboard.press('Tab')
    await expect(logos.nth(index)).toBeFocused()
    await expect(logos.nth(index)).toBeInViewport({ ratio: 1 })
  }
})

test('the partner band is headed "Trusted by Early-Stage Startups" as the product writes it, not in capitals', async ({
  page,
}) => {
  await page.goto('/')
  // innerText: the words as drawn on screen, after any text-transform, which textContent would not show.
  await expect(page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' })).toHaveText(
    'Trusted by Early-Stage Startups',
    { useInnerText: true },
  )
})

test('under reduced motion the still partner band lays its six logos out in even rows, none left alone', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const band = page.locator('section', {
    has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
  })
  const logos = band.getByRole('link')
  for (const width of [768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await expect(logos).toHaveCount(siteContent.partners.length)
    const tops = await Promise.all(
      (await logos.all()).map(async (logo) => (await logo.boundingBox())?.y ?? -1),
    )
    const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length)
    // Rows of the same length (3 + 3 or 2 + 2 + 2), never five on a row and one below them. More than one row:
    // the moving band holds all six on one line, so one row would mean the band had not stopped.
    expect(perRow.length, `rows of logos at ${width} px: ${perRow.join(' + ')}`).toBeGreaterThan(1)
    expect(new Set(perRow).size, `logos per row at ${width} px: ${perRow.join(' + ')}`).toBe(1)
  }
})

for (const javaScriptEnabled of [true, false]) {
  test(`Pause logos holds the partner band and lets it go again${javaScriptEnabled ? '' : ', without JavaScript'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    await page.goto('/')
    const pause = page.getByRole('checkbox', { name: 'Pause logos' })
    const band = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
    })
    // Where the band's logos are, read twice a little apart: they move unless the band is held.
    const moves = async () => {
      const at = () =>
        band
          .getByRole('link')
          .first()
          .evaluate((logo) => logo.getBoundingClientRect().left)
      const before = await at()
      await expect.poll(at, { timeout: 1000 }).not.toBe(before)
    }
    await moves()
    // A visitor taps the control they see: the box itself is drawn by its label.
    const control = page.getByText('Pause logos', { exact: true })
    await control.click()
    await expect(pause).toBeChecked()
    // Held: the band's own animation (the logos' strip) is paused where it was.
    const playState = () =>
      band
        .getByRole('link')
        .first()
        .evaluate((logo) => logo.closest('ul')?.parentElement?.getAnimations()[0]?.playState)
    await expect.poll(playState).toBe('paused')
    await control.click()
    await expect(pause).not.toBeChecked()
    await expect.poll(playState).toBe('running')
    await moves()
    await context.close()
  })
}

test('the landing page: hero, sections, calls to action, partner strip and footer', async ({ page }) => {
  await page.goto('/')

  await test.step('has the hero, closed-beta note and the landing sections', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'AI-Powered Agentic Platform For Startup Success',
    )
    await expect(page.getByText(/closed beta/i).first()).toBeVisible()
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(hero.getByRole('link', { name: 'Get Early Access' }).first()).toHaveAttribute(
      'href',
      '/get-early-access',
    )
    for (const id of ['features', 'features-section', 'how-it-works', 'how-it-works-section', 'two-sides']) {
      await expect(page.locator(`#${id}`)).toBeAttached()
    }
    await expect(page.locator('#how-it-works-section ol > li')).toHaveCount(3)
  })

  await test.step('every early-access call to action goes to /get-early-access', async () => {
    const ctas = page.getByRole('link', { name: 'Get Early Access' })
    expect(await ctas.count()).toBeGreaterThan(2)
    for (const href of await ctas.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe('/get-early-access')
    }
  })

  await test.step('the partner strip shows six logos twice, the copy hidden from assistive technology', async () => {
    const strip = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' }),
    })
    const tiles = strip.locator('li')
    await expect(tiles).toHaveCount(12)
    await expect(strip.getByRole('link')).toHaveCount(6)
    for (const [index, partner] of siteContent.partners.entries()) {
      const link = strip.getByRole('link').nth(index)
      await expect(link).toHaveAttribute('href', partner.url)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      // The logo when the owners gave one (its alt text names the partner), else the name as a wordmark.
      if (partner.logo) await expect(link.getByRole('img', { name: partner.logo.alt })).toBeVisible()
      else await expect(link.getByText(partner.name, { exact: true })).toBeVisible()
    }
    const widths = await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width))
    for (const width of widths) {
      expect(width).toBeGreaterThanOrEqual(192)
      expect(width).toBeLessThanOrEqual(256)
    }
  })

  await test.step('the footer links audiences home, the site pages, and the company page in a new tab', async () => {
    const footer = page.getByRole('contentinfo')
    for (const audience of [
      'For Founders',
      'For Accelerators',
      'For Investors',
      'For Universities',
      'For Advisors',
    ]) {
      await expect(footer.getByRole('link', { name: audience })).toHaveAttribute('href', '/')
    }
    for (const [name, href] of [
      ['Vision', '/vision'],
      ['Founding Team', '/foundingteam'],
      ['Web Summit Lisbon 2025', '/get-early-access-websummit'],
      ['Terms and Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Cookie Policy', '/cookies'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    const company = footer.getByRole('link', { name: /LinkedIn/ })
    await expect(company).toHaveAttribute('href', siteContent.companyProfileUrl)
    await expect(company).toHaveAttribute('target', '_blank')
    await expect(company).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(footer.getByRole('link', { name: siteContent.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${siteContent.contactEmail}`,
    )
    await expect(footer).toContainText('AI-Powered Agentic Platform For Startup Success')
  })
})

test.describe('pricing page', () => {
  test('Start Free Today scrolls to the plans', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('link', { name: 'Start Free Today' }).click()
    await expect(page.getByRole('heading', { name: 'Free', exact: true })).toBeInViewport()
  })

  test('shows the three plans with their prices', async ({ page }) => {
    await page.goto('/pricing')
    for (const [plan, price] of [
      ['Free', '£0'],
      ['Pro', '£29'],
      ['Scale', 'Custom'],
    ] as const) {
      const card = page.getByRole('article', { name: plan, exact: true })
      await expect(card).toContainText(price)
    }
    await expect(page.getByRole('article', { name: 'Pro', exact: true })).toContainText('Leaderboard')
  })

  test('the FAQ opens one of its seven items at a time, and an open item closes', async ({ page }) => {
    await page.goto('/pricing')
    const faq = page.locator('section', {
      has: page.getByRole('heading', { name: 'Frequently asked questions' }),
    })
    const triggers = faq.getByRole('button')
    await expect(triggers).toHaveCount(7)
    await triggers.nth(0).click()
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await triggers.nth(4).click()
    await expect(triggers.nth(4)).toHaveAttribute('aria-expanded', 'true')
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText(/part of the Scale plan/)).toBeVisible()
    await triggers.nth(4).click()
    await expect(triggers.nth(4)).toHaveAttribute('aria-expanded', 'false')
  })

  test('shows the social proof and the demo link to the external scheduling page', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByText('100+ founders are already building')).toBeVisible()
    const demo = page.getByRole('link', { name: /Book a Demo with CEO/ })
    await expect(demo).toHaveAttribute('target', '_blank')
    await expect(demo).toHaveAttribute('href', siteContent.demoBookingUrl)
    await expect(page.getByRole('link', { name: /^Book a Demo\b(?! with)/ })).toHaveAttribute(
      'href',
      siteContent.demoBookingUrl,
    )
  })

  test('ends, as every long page does, with Get Early Access', async ({ page }) => {
    await page.goto('/pricing')
    const lastSection = page.getByRole('main').locator('section').last()
    await expect(lastSection.getByRole('heading', { level: 2 })).toHaveText(
      '100+ founders are already building',
    )
    const cta = lastSection.getByRole('link', { name: 'Get Early Access' })
    await expect(cta).toBeVisible()
    await cta.click()
    await expect(page).toHaveURL(/\/get-early-access$/)
  })
})

test.describe('legal pages', () => {
  for (const [path, sections, links] of [
    ['/terms', 12, ['/privacy', '/cookies']],
    ['/privacy', 10, ['/terms', '/cookies']],
    ['/cookies', undefined, ['/privacy', '/terms']],
  ] as const) {
    test(`${path} is dated May 1, 2025 and links to the other policies`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByText('Last updated: May 1, 2025')).toBeVisible()
      const main = page.getByRole('main')
      // Each numbered section is a region named by its heading.
      if (sections) await expect(main.getByRole('region')).toHaveCount(sections)
      for (const link of links)
        await expect(
          main
            .getByRole('link')
            .and(page.locator(`[href="${link}"]`))
            .first(),
        ).toBeVisible()
      await expect(main.getByRole('link').and(page.locator('[href^="mailto:"]')).first()).toBeVisible()
    })
  }

  test('a contents entry chosen by keyboard takes focus into its section: the next Tab goes on from there', async ({
    page,
  }) => {
    await page.goto('/terms')
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: '5. Prohibited Uses' })
      .focus()
    await page.keyboard.press('Enter')
    const section = page.getByRole('region', { name: '5. Prohibited Uses' })
    await expect(section).toBeFocused()
    await expect(section).toBeInViewport()
    await page.keyboard.press('Tab')
    // Focus is on the first control at or after the section's start, not back in the contents.
    expect(
      await section.evaluate((element) => {
        const focused = document.activeElement
        return (
          focused !== null &&
          (element.contains(focused) ||
            Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING))
        )
      }),
    ).toBe(true)
  })

  test('the privacy policy excludes minors and tracking', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByText(/not intended for anyone under 18/)).toBeVisible()
    await expect(page.getByText(/do not use cookies/)).toBeVisible()
  })
})

test.describe('vision and founding team', () => {
  test('the vision page states the vision, quotes a founder and links to early access', async ({ page }) => {
    await page.goto('/vision')
    await expect(page.getByText('Your Startup Engine.')).toBeVisible()
    const [ceo] = siteContent.founders
    await expect(page.locator('blockquote')).toHaveText(`“${siteContent.visionQuote}”`)
    await expect(page.locator('figcaption')).toContainText(`${ceo.name}, ${ceo.title}`)
    await expect(page.getByRole('link', { name: 'Get Early Access' }).last()).toHaveAttribute(
      'href',
      '/get-early-access',
    )
  })

  test('the founding team page shows a CEO and a CTO with profile and email links', async ({ page }) => {
    await page.goto('/foundingteam')
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(2)
    await expect(cards.nth(0)).toContainText('CEO')
    await expect(cards.nth(1)).toContainText('CTO')
    for (const [index, founder] of siteContent.founders.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name: founder.name })).toBeVisible()
      await expect(card).toContainText(founder.title)
      await expect(card).toContainText(founder.oneLiner)
      await expect(card.locator('blockquote')).toHaveText(`“${founder.quote}”`)
      const profile = card.getByRole('link', { name: /LinkedIn profile/ })
      await expect(profile).toHaveAttribute('href', founder.profileUrl)
      await expect(profile).toHaveAttribute('target', '_blank')
      await expect(card.getByRole('link', { name: /Email/ })).toHaveAttribute(
        'href',
        `mailto:${founder.email}`,
      )
      // The photo when the owners gave one; until then the box shows initials, hidden from screen readers.
      if (founder.photo) await expect(card.getByRole('img', { name: founder.photo.alt })).toBeVisible()
      else await expect(card.getByRole('img')).toHaveCount(0)
    }
    await expect(page.getByRole('link', { name: 'Get Early Access' }).last()).toHaveAttribute(
      'href',
      '/get-early-access',
    )
  })
})
