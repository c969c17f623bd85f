import { expect, type Page } from '@playwright/test'

/** How far below the top of the window section `id` starts, in CSS pixels (negative once scrolled past). */
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top)

/**
 * Where a section's top comes to rest after a jump, below the sticky header: mirrors the theme's
 * `scroll-padding-top: 5rem` on `html` (`packages/ui/src/theme.css`), 80 px at the default font size.
 */
const SECTION_SCROLL_MARGIN_PX = 80

/**
 * Section `id` has been scrolled to: it has come to rest at the top of the window, just below the sticky header
 * (a smooth scroll may still be gliding when first measured, so this polls until it is there).
 */
export async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => Math.abs((await sectionTop(page, id)) - SECTION_SCROLL_MARGIN_PX))
    .toBeLessThanOrEqual(1)
}
