import type { Locator, Page } from '@playwright/test'

/**
 * The toasts on the page as a screen reader finds them: the items of Sonner's live region, "Notifications"
 * (reachable with Alt+T), or the one that says `text`.
 */
export function toastItems(page: Page, text?: string): Locator {
  const items = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
  return text === undefined ? items : items.filter({ hasText: text })
}
