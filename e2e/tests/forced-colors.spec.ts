import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/**
 * Contrast themes (Windows' forced colours) repaint the page with a few system colours and drop background
 * colours and shadows. What a visitor needs to see must survive that: where the keyboard is, which option of a
 * group is chosen, how far a bar is filled, which slide is showing. Read from the colours Chromium paints
 * with the theme on.
 */
test.use({ forcedColors: 'active' })

/** The colour a visitor sees behind an element's text: its background over its ancestors', alpha and all. */
const backgroundOf = (target: Locator) =>
  target.evaluate((element) => {
    const layers: number[][] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = (
        getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number)
      layers.push([r, g, b, a])
      if (a === 1) break
    }
    let seen = [255, 255, 255]
    for (const [r = 0, g = 0, b = 0, a = 1] of layers.reverse())
      seen = [r, g, b].map((channel, index) => Math.round(channel * a + (seen[index] ?? 0) * (1 - a)))
    return seen.join(',')
  })

test('a text field shows where the keyboard is', async ({ page }) => {
  await page.goto('/get-early-access')
  const fullName = page.getByRole('textbox', { name: 'Full name' })
  await fullName.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(fullName).toBeFocused()
  const outline = await fullName.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})

test('the chosen option of a group stands apart from the others', async ({ page }) => {
  await page.goto('/investor/analytics')
  const ranges = page.getByRole('group', { name: 'Time range' })
  const chosen = ranges.getByRole('button', { name: '6M' })
  await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  expect(await backgroundOf(chosen)).not.toBe(await backgroundOf(ranges.getByRole('button', { name: '1M' })))

  const nav = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Analytics' }) })
    .first()
  expect(await backgroundOf(nav.getByRole('link', { name: 'Analytics' }))).not.toBe(
    await backgroundOf(nav.getByRole('link', { name: 'Discover' })),
  )
})

test('a progress bar shows how far it is filled', async ({ page }) => {
  await page.goto('/founder/progress')
  const bar = page.getByRole('progressbar', { name: 'User Activation progress' })
  expect(await backgroundOf(bar.locator('> *'))).not.toBe(await backgroundOf(bar))
})

test('the carousel shows which slide is on screen', async ({ page }) => {
  await page.goto('/')
  const dot = (slide: number) => page.getByRole('button', { name: `Go to slide ${slide}` }).locator('span')
  expect(await backgroundOf(dot(1))).not.toBe(await backgroundOf(dot(2)))
  expect(await backgroundOf(dot(2))).not.toBe(
    await backgroundOf(page.getByRole('button', { name: 'Go to slide 2' })),
  )
})
