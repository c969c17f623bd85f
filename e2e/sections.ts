import { expect, type Page } from '@playwright/test'

/** How far below the top of the window section `id` starts, in CSS pixels (negative once scrolled past). */
export const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top)

/**
 * Section `id` has been scrolled to: it starts at the top of the window, below the sticky header's height at
 * most (a smooth scroll may still be gliding when first measured, so both bounds are polled).
 */
export async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect.poll(() => sectionTop(page, id)).toBeLessThan(120)
  await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(0)
}
