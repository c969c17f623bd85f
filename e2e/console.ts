import type { Page } from '@playwright/test'

/** The page's console errors from now on, as their text (a failure path must log its cause). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}
