import type { Locator, Page } from '@playwright/test'

/** A phone on slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up, and a 4x CPU slowdown, set through CDP. */
export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * On a busy machine a page can hydrate before the test has even found its first control; holding every script
 * a further 1.5 s (a slower network, nothing more) keeps the gap this suite is about wide open, every time.
 */
export async function holdScripts(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
}

/**
 * How long an expectation waits for what a held input leads to on the slow phone: the code's download, the held
 * 1.5 s and a 4x slower hydration, on a CI machine that may be busy.
 */
export const UNTIL_HYDRATED = { timeout: 15_000 }

/** True while the island holding `control` has not hydrated yet (its input is being held for replay). */
export const islandWaiting = (control: Locator) =>
  control.evaluate((element) => element.closest('[data-island]:not([data-island-ready])') !== null)
