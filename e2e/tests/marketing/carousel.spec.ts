import { expect, test } from '../../fixtures.ts'

const AUTOPLAY_DELAY_MS = 4000

test.describe('hero carousel', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    // The engine attaches once the page is idle; the still version before it shows the same first slide.
    await expect(page.locator('[aria-roledescription="carousel"][data-carousel-ready]')).toBeAttached()
  })

  test('shows five slides with one dot each, the first one current', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Product screens' })
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5)
    const dots = carousel.getByRole('button', { name: /^Go to slide \d$/ })
    await expect(dots).toHaveCount(5)
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1)
    await expect(carousel.getByRole('img').first()).toHaveAttribute('loading', 'eager')
    await expect(carousel.getByRole('img').nth(1)).toHaveAttribute('loading', 'lazy')
  })

  test('advances on its own every 4 seconds', async ({ page }) => {
    await page.mouse.move(1, 1)
    const second = page.getByRole('button', { name: 'Go to slide 2' })
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: AUTOPLAY_DELAY_MS + 2000 })
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
      {
        timeout: AUTOPLAY_DELAY_MS + 2000,
      },
    )
  })

  test('pauses while the pointer is over it and resumes when it leaves', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Product screens' })
    await carousel.hover()
    await page.waitForTimeout(AUTOPLAY_DELAY_MS + 1500)
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')

    await page.mouse.move(1, 1)
    await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
      {
        timeout: AUTOPLAY_DELAY_MS + 2000,
      },
    )
  })

  test('moves with the previous, next and dot buttons, looping at both ends', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Product screens' })
    const current = carousel.locator('[aria-current="true"]')
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(current).toHaveAccessibleName('Go to slide 5')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await carousel.getByRole('button', { name: 'Go to slide 4' }).click()
    await expect(current).toHaveAccessibleName('Go to slide 4')
    await expect(carousel.getByText('My Portfolio', { exact: true })).toBeInViewport()
  })

  test('can be paused for good with its pause button', async ({ page }) => {
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(1, 1)
    await page.waitForTimeout(AUTOPLAY_DELAY_MS + 1500)
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })
})

test('the carousel does not move by itself for visitors who prefer reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('[aria-roledescription="carousel"][data-carousel-ready]')).toBeAttached()
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
  await page.waitForTimeout(AUTOPLAY_DELAY_MS + 1500)
  await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
  await context.close()
})

// Issue 15 §3: each viewport gets the capture of the previews' own layout for it, and the box the image takes
// is the one its source declared (no shift when it arrives). The first slide is in the landing's first paint,
// so on a phone (3×) its file stays small.
const FIRST_SLIDE_PHONE_MAX_BYTES = 25 * 1024
for (const { width, height, scale, capture, aspect } of [
  { width: 375, height: 812, scale: 3, capture: '-phone-', aspect: 720 / 360 },
  { width: 1280, height: 800, scale: 1, capture: '-desktop-', aspect: 800 / 1200 },
]) {
  test(`at ${width} px the first slide shows the ${capture.slice(1, -1)} capture`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale })
    const page = await context.newPage()
    await page.goto('/')
    const image = page.getByRole('img', { name: /Founder dashboard with the Vibe Score ring/ })
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveJSProperty('complete', true)
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc,
      natural: element.naturalHeight / element.naturalWidth,
      box: element.getBoundingClientRect().height / element.getBoundingClientRect().width,
      bytes: (performance.getEntriesByName(element.currentSrc)[0] as PerformanceResourceTiming | undefined)
        ?.encodedBodySize,
    }))
    expect(new URL(shown.src).pathname).toContain(`/slides/health-score${capture}`)
    expect(shown.natural).toBeCloseTo(aspect, 2)
    expect(shown.box).toBeCloseTo(aspect, 1)
    if (capture === '-phone-') expect(shown.bytes).toBeLessThanOrEqual(FIRST_SLIDE_PHONE_MAX_BYTES)
    await context.close()
  })
}

test.describe('the carousel starts its code when it is needed', () => {
  const waiting = '[data-island="hero-carousel"]:not([data-island-ready])'
  const ready = '[aria-roledescription="carousel"][data-carousel-ready]'

  test('as soon as the pointer reaches it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await expect(page.locator(waiting)).toBeAttached()
    await page.getByRole('region', { name: 'Product screens' }).hover()
    await expect(page.locator(ready)).toBeAttached()
  })

  test('by itself 2.5 s after the first paint, before its first autoplay advance is due', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(2000)
    await expect(page.locator(waiting)).toBeAttached()
    await page.clock.runFor(1000)
    await expect(page.locator(ready)).toBeAttached()
  })
})
