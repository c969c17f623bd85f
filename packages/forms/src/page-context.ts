import type { RegistrationContext } from './rows.ts'

/** The submit context read from the browser; empty strings where there is no browser (SSR, Node). */
export function pageContext(): RegistrationContext {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    referrer: typeof document === 'undefined' ? '' : document.referrer,
    search: typeof location === 'undefined' ? '' : location.search,
    now: new Date(),
  }
}
