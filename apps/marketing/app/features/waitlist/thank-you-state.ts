import type { MarketingPath } from '@app/site-config'
import { showToast } from './toasts'

/** The page each waitlist form leads to once its row is stored. */
export const THANK_YOU_PAGE = {
  earlyAccess: '/thank-you',
  websummit: '/thank-you-websummit',
} as const satisfies Record<string, MarketingPath>

export type ThankYouPath = (typeof THANK_YOU_PAGE)[keyof typeof THANK_YOU_PAGE]

/** Where a successful registration goes and what it hands over to that page (docs/waitlist.md). */
export type ThankYouNavigation =
  | { to: typeof THANK_YOU_PAGE.earlyAccess; state: { email: string } }
  | { to: typeof THANK_YOU_PAGE.websummit; state: { email: string; topChallenge: string } }

/** Marks the form page's inert copy of the speculation rules that fetch its thank-you page (`ThankYouPrefetch`). */
export const PREFETCH_RULES_ATTRIBUTE = 'data-prefetch-rules'

/**
 * Every marketing page is its own document (no client-side router), so the state the form hands to the
 * thank-you page, and the success toast it shows there, travel in this tab's session storage. The thank-you
 * page takes the state out of storage and keeps it in its own history entry, as a router's navigation state
 * is kept: a reload or Back shows the same email, and any later visit to either thank-you page, opened
 * without a registration, says "your email".
 */
const STATE_KEY = 'waitlist:thank-you-state'
/** The key of the handed-over state in the thank-you page's `history.state`. */
const HISTORY_KEY = 'thankYouState'
const TOAST_KEY = 'waitlist:success-toast'

/**
 * How the site leaves the form for the thank-you page: a document load that takes the form's place in the tab's
 * history. Back from the thank-you page then goes to the page before the form: a registration is done, and the
 * form kept as it was sent (the back-forward cache, or a reload that restores what was typed) would only offer
 * to send it again and answer "already registered". Unit tests replace `go`.
 */
export const thankYouNavigator = { go: (to: string) => window.location.replace(to) }

function store(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value)
  } catch {
    // Storage may be blocked: the thank-you page then says "your email" and shows no toast.
  }
}

/**
 * Starts fetching the thank-you page while the registration is being sent: the form page holds the speculation
 * rules for it in a `<template>` (`ThankYouPrefetch`), and adding them to the document asks the browser to fetch
 * the page. The navigation after a success then takes the document already fetched: the page shows sooner on a
 * slow connection, and a connection that drops right after the row is acknowledged still shows the thank-you
 * page instead of the browser's offline page (its code may then be missing: the page names "your email" and
 * shows no toast until the connection is back and the code loads). Applied once per page; browsers without speculation rules ignore them.
 */
export function prefetchThankYou(to: ThankYouPath): void {
  const rules = document.querySelector<HTMLTemplateElement>(`template[${PREFETCH_RULES_ATTRIBUTE}="${to}"]`)
  if (!rules) return
  document.head.append(rules.content.cloneNode(true))
  rules.remove()
}

/** Hands the state and the success toast's text to the thank-you page, then goes there. */
export function goToThankYou({ to, state }: ThankYouNavigation, successMessage: string): void {
  store(STATE_KEY, JSON.stringify({ to, state }))
  store(TOAST_KEY, successMessage)
  thankYouNavigator.go(to)
}

/** Moves a state handed over for this page out of storage into this page's history entry. */
function adoptHandedOverState(): void {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(STATE_KEY)
    sessionStorage.removeItem(STATE_KEY)
  } catch {}
  if (raw === null) return
  let handedOver: unknown
  try {
    handedOver = JSON.parse(raw)
  } catch {
    return
  }
  // A state meant for the other thank-you page (its form was left mid-way) is dropped, not shown here.
  if (stateField(handedOver, 'to') !== location.pathname) return
  const entry = typeof history.state === 'object' && history.state !== null ? history.state : {}
  history.replaceState({ ...entry, [HISTORY_KEY]: stateField(handedOver, 'state') }, '')
}

let adopted: { state: unknown } | undefined

/**
 * The state handed over by the form for this page, or undefined (a direct visit, a visit after another page's
 * registration, or storage blocked). Read once per page load, so every render sees the same value.
 */
export function storedThankYouState(): unknown {
  if (!adopted) {
    adoptHandedOverState()
    adopted = { state: stateField(history.state, HISTORY_KEY) }
  }
  return adopted.state
}

/** Forgets what this page load read (unit tests load many pages in one document). */
export function forgetThankYouState(): void {
  adopted = undefined
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
