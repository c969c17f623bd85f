import type { Locator, Page } from '@playwright/test'

/** A point in the window's coordinates, in CSS pixels. */
export interface Point {
  x: number
  y: number
}

/** `target` scrolled into view, and the middle of its box. */
export async function middleOf(target: Locator): Promise<Point> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target} is not laid out`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * A finger sweeping from `from` to `to` as a phone reports it: down, a move in 10 px steps along the line, and
 * up. `afterEachMove` runs after every step: a test whose page clock is stopped moves it on there, as a real
 * finger is slower than the screen.
 */
export async function swipe(page: Page, from: Point, to: Point, afterEachMove?: () => Promise<void>) {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 10))
  const at = (step: number) => [
    { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps },
  ]
  const touch = await page.context().newCDPSession(page)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
  for (let step = 1; step <= steps; step += 1) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) })
    await afterEachMove?.()
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await touch.detach()
}

/**
 * The phone the touch tests are held in: 375 px wide (the narrow phone most visitors have), a touch screen and
 * a mobile browser (no hover, a coarse pointer, the page's meta viewport honoured). `test.use(touchPhone)`.
 */
export const touchPhone = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
}
