import type { MarketingPath } from '@app/site-config'
import { showToast } from './toasts'

/** Where a successful registration goes and what it hands over to that page (docs/waitlist.md). */
export type ThankYouNavigation =
  | { to: Extract<MarketingPath, '/thank-you'>; state: { email: string } }
  | { to: Extract<MarketingPath, '/thank-you-websummit'>; state: { email: string; topChallenge: string } }

/**
 * Every marketing page is its own document (no client-side router), so the state the form hands to the
 * thank-you page, and the success toast it shows there, travel in this tab's session storage.
 */
const STATE_KEY = 'waitlist:thank-you-state'
const TOAST_KEY = 'waitlist:success-toast'

/** How the site leaves the form for the thank-you page: a document load. Unit tests replace `go`. */
export const thankYouNavigator = { go: (to: string) => window.location.assign(to) }

function store(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value)
  } catch {
    // Storage may be blocked: the thank-you page then says "your email" and shows no toast.
  }
}

/** Hands the state and the success toast's text to the thank-you page, then goes there. */
export function goToThankYou({ to, state }: ThankYouNavigation, successMessage: string): void {
  store(STATE_KEY, JSON.stringify(state))
  store(TOAST_KEY, successMessage)
  thankYouNavigator.go(to)
}

let cached: { raw: string | null; state: unknown } = { raw: null, state: undefined }

/** The state handed over by the form in this tab, or undefined (a direct visit, or storage blocked). */
export function storedThankYouState(): unknown {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(STATE_KEY)
  } catch {}
  if (raw !== cached.raw) {
    let state: unknown
    try {
      state = raw === null ? undefined : JSON.parse(raw)
    } catch {}
    cached = { raw, state }
  }
  return cached.state
}

/**
 * Shows the success toast the form left for this page, once (a reload does not repeat it), clear of the
 * page's Return Home button.
 */
export function announceRegistration(): void {
  let message: string | null = null
  try {
    message = sessionStorage.getItem(TOAST_KEY)
    sessionStorage.removeItem(TOAST_KEY)
  } catch {}
  if (message) void showToast('success', message, document.querySelector('main a[href="/"]')).catch(() => {})
}

const stateField = (state: unknown, key: string): unknown =>
  typeof state === 'object' && state !== null && key in state
    ? (state as Record<string, unknown>)[key]
    : undefined

/** The registered email, when the thank-you page was reached from a form (not by a link or a new tab). */
export function stateEmail(state: unknown): string | undefined {
  const email = stateField(state, 'email')
  return typeof email === 'string' && email !== '' ? email : undefined
}

/** The survey's top challenge as handed over; anything, as the page may be opened directly. */
export function stateTopChallenge(state: unknown): unknown {
  return stateField(state, 'topChallenge')
}
