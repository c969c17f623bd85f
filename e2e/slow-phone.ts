import { expect, type Locator, type Page } from '@playwright/test'

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

/** The page's scripts, held back until the test releases them. */
export type ScriptGate = { release: () => void }

/**
 * Holds every script request of the page until the test calls `release()`: the page paints and its native
 * controls answer, but no island's code runs, however fast or busy the machine is. The test acts in that gap,
 * releases, then checks what hydration made of it. Requests made after the release pass at once.
 */
export async function holdScripts(page: Page): Promise<ScriptGate> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/**
 * How long an expectation waits, once the scripts are released, for what a held input leads to on the slow
 * phone: the code's download and a 4x slower hydration, on a CI machine that may be busy.
 */
export const UNTIL_HYDRATED = { timeout: 15_000 }

/** True while the island holding `control` has not hydrated yet (its input is being held for replay). */
export const islandWaiting = (control: Locator) =>
  control.evaluate((element) => element.closest('[data-island]:not([data-island-ready])') !== null)

/**
 * Opens `path` with its scripts held and waits until `control` is painted while its island still waits for its
 * code: the moment a visitor on a slow phone can already act, which is what these tests act in.
 */
export async function openBeforeCode(page: Page, path: string, control: Locator) {
  await page.goto(path, { waitUntil: 'commit' })
  await control.waitFor()
  expect(await islandWaiting(control), 'painted, its code not run yet').toBe(true)
}
