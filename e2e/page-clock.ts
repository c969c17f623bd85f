import { expect, type Page } from '@playwright/test'

/**
 * Installs Playwright's clock so that the next page `page` opens has its clock stopped at its own start: the
 * page's timers and animation frames run only when the test moves the clock on (`page.clock.runFor`), however
 * long a busy machine takes between the test's steps. The browser's own scrolling and painting, CSS transitions
 * and Web Animations go on in real time.
 */
export async function stopNextPageClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  // Any moment after the installed time: the next page's clock is created stopped, at its own start.
  await page.clock.pauseAt(start + 10_000)
}

/** One frame, at 60 frames a second: how far a stopped clock is moved at a time while a test waits on it. */
const ONE_FRAME_MS = 16

/**
 * Moves a stopped clock on a frame at a time until `check` passes, trying again at once after each frame:
 * `toPass` otherwise waits up to a second of real time between tries, while the page only moves when the test
 * moves its clock. `check` should give up quickly (a 100 ms timeout), so that the next frame comes soon.
 */
export async function frameByFrameUntil(
  page: Page,
  check: () => Promise<void>,
  options?: { timeout?: number },
) {
  await expect(async () => {
    await page.clock.runFor(ONE_FRAME_MS)
    await check()
  }).toPass({ intervals: [0], ...options })
}
