import { expect, type Page } from '@playwright/test'

/** Waits until no request of the page completed over the last half second (Resource Timing's count). */
export async function networkQuiet(page: Page) {
  let completed = -1
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => performance.getEntriesByType('resource').length)
        const quiet = now === completed
        completed = now
        return quiet
      },
      { intervals: [500] },
    )
    .toBe(true)
}
