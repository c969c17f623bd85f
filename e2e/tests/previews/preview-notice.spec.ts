import { expect, type Page, test } from '@playwright/test'
import { openHydrated } from '../../previews.ts'
import { toastItems } from '../../toasts.ts'

// The preview notice (a Sonner toast in the "Notifications" live region) as a keyboard and screen-reader user
// meets it. What it says and where it links is in every-button.spec.ts.

const notice = (page: Page, action: string) => toastItems(page, `${action} isn't available in the preview`)

test('the notice reached by keyboard (Alt+T, then Tab) shows where focus is', async ({ page }) => {
  await openHydrated(page, '/founder/dashboard')
  await page.getByRole('button', { name: 'Schedule Session' }).press('Enter')
  const toast = notice(page, 'Schedule Session')
  await expect(toast).toBeVisible()
  await page.keyboard.press('Alt+T')
  await page.keyboard.press('Tab')
  await expect(toast).toBeFocused()
  // The theme's ring, as on every other control (packages/ui/src/theme.css): a 2px outer line.
  const ring = await toast.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
    }
  })
  expect(ring).toEqual({ focusVisible: true, style: 'solid', width: 2 })
})

test('the first notice of a visit arrives in a live region already in the page, so a screen reader announces it', async ({
  page,
}) => {
  // The toaster, its live region included, is loaded with the first notice. A live region announces changes to
  // itself, not its own arrival: a message put in with the region, before the browser has drawn a frame and told
  // the screen reader about the region, is not read. Each node's arrival is stamped with the count of frames
  // drawn so far and the time.
  await page.addInitScript(() => {
    // Sonner's live region: "Notifications", reachable with Alt+T.
    const TOASTER = 'section[aria-live][aria-label^="Notifications"]'
    const stamps: { text: string; live: boolean; frame: number; time: number }[] = []
    Object.assign(window, { liveStamps: stamps })
    let frame = 0
    const count = () => {
      frame += 1
      requestAnimationFrame(count)
    }
    requestAnimationFrame(count)
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            stamps.push({
              text: node.textContent ?? '',
              live: node.matches(TOASTER) || node.querySelector(TOASTER) !== null,
              frame,
              time: performance.now(),
            })
    }).observe(document, { childList: true, subtree: true })
  })
  await openHydrated(page, '/founder/dashboard')
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Schedule Session' }).press('Enter')
  await expect(notice(page, 'Schedule Session')).toBeVisible()

  const stamps = await page.evaluate(
    () =>
      (window as unknown as { liveStamps: { text: string; live: boolean; frame: number; time: number }[] })
        .liveStamps,
  )
  const region = stamps.find((stamp) => stamp.live)
  const message = stamps.find((stamp) =>
    stamp.text.includes("Schedule Session isn't available in the preview"),
  )
  if (!region || !message) throw new Error('the live region or the notice never arrived')
  // At least one whole frame drawn with the region empty, and the tenth of a second screen readers are given to
  // take in a new region (as React Aria's announcer waits for Safari with VoiceOver).
  expect(message.frame - region.frame).toBeGreaterThanOrEqual(2)
  expect(message.time - region.time).toBeGreaterThanOrEqual(100)
})
