import { WAITING_ISLAND_SELECTOR } from '@app/page-runtime/contract'
import { expect, type Locator, type Page } from '@playwright/test'

/** Slow 4G, set through CDP: 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
export async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/**
 * A 4x slower CPU, set through CDP. Chromium slows the page down by keeping its main thread in a busy wait for
 * three quarters of the time, so a throttled page keeps most of a core busy for as long as it is open, idle or
 * not (about 0.8 s of CPU per second, measured): on a two-core machine that slows everything else running.
 */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** A phone on slow 4G with a 4x slower CPU. */
export async function slowPhone(page: Page) {
  await slowNetwork(page)
  await slowCpu(page)
}

/** Requests held back until the test releases them. */
export type RequestGate = { release: () => Promise<void> }

/**
 * Holds every request of the page to a URL matching `pattern` until the test calls `release()`; requests made
 * after the release pass at once. `beforeRelease` runs first when the test releases.
 */
export async function holdRequests(
  page: Page,
  pattern: string,
  beforeRelease: () => Promise<void> = async () => undefined,
): Promise<RequestGate> {
  let open = () => {}
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return {
    release: async () => {
      await beforeRelease()
      open()
    },
  }
}

/**
 * Holds every script request of the page until the test calls `release()`: the page paints and its native
 * controls answer, but no island's code runs, however fast or busy the machine is. The test acts in that gap,
 * releases, then checks what hydration made of it. `beforeRelease` runs first when the test releases (the slow
 * phone's CPU slowdown starts there).
 */
export function holdScripts(page: Page, beforeRelease?: () => Promise<void>): Promise<RequestGate> {
  return holdRequests(page, '**/assets/*.js', beforeRelease)
}

/**
 * How long an expectation waits, once the scripts are released, for what a held input leads to on the slow
 * phone: the code's download and a 4x slower hydration, on a CI machine that may be busy.
 */
export const UNTIL_HYDRATED = { timeout: 15_000 }

/** True while the island holding `control` has not hydrated yet (its input is being held for replay). */
export const islandWaiting = (control: Locator) =>
  control.evaluate((element, waiting) => element.closest(waiting) !== null, WAITING_ISLAND_SELECTOR)

/**
 * Opens `path` with its scripts held and waits until `control` is painted while its island still waits for its
 * code: the moment a visitor on a slow phone can already act, which is what these tests act in.
 */
export async function openBeforeCode(page: Page, path: string, control: Locator) {
  await page.goto(path, { waitUntil: 'commit' })
  await control.waitFor()
  expect(await islandWaiting(control), 'painted, its code not run yet').toBe(true)
}
