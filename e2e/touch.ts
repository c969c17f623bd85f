import type { Locator, Page } from '@playwright/test'

/**
 * A finger sweeping across `target` as a phone reports it, at the height of `target`'s middle: down at x = `from`,
 * a move in 10 px steps to x = `to` (in the window's coordinates), and up. `afterEachMove` runs after every step:
 * a test whose page clock is stopped moves it on there, as a real finger is slower than the screen.
 */
export async function swipeHorizontally(
  page: Page,
  target: Locator,
  { from, to, afterEachMove }: { from: number; to: number; afterEachMove?: () => Promise<void> },
) {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target} is not laid out`)
  const y = box.y + box.height / 2
  const at = (x: number) => [{ x, y }]
  const step = from < to ? 10 : -10
  const touch = await page.context().newCDPSession(page)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) })
  for (let x = from + step; step > 0 ? x <= to : x >= to; x += step) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) })
    await afterEachMove?.()
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await touch.detach()
}
