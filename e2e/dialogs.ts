import type { Page } from '@playwright/test'

/**
 * The messages of the page's alerts from now on, each answered as a visitor's OK would. (Playwright dismisses a
 * dialog nobody handles, and an action that opens one waits until it is answered.)
 */
export function answerAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}
