import type { MarketingPath } from '@app/site-config'

/** Where a successful registration goes and what it hands over in navigation state (spec §2). */
export type ThankYouNavigation =
  | { to: Extract<MarketingPath, '/thank-you'>; state: { email: string } }
  | { to: Extract<MarketingPath, '/thank-you-websummit'>; state: { email: string; topChallenge: string } }

const stateField = (state: unknown, key: string): unknown =>
  typeof state === 'object' && state !== null && key in state
    ? (state as Record<string, unknown>)[key]
    : undefined

/** The registered email, when the thank-you page was reached from a form (not by a link or a new tab). */
export function stateEmail(state: unknown): string | undefined {
  const email = stateField(state, 'email')
  return typeof email === 'string' && email !== '' ? email : undefined
}

/** The survey's top challenge as passed in navigation state; anything, as the page may be opened directly. */
export function stateTopChallenge(state: unknown): unknown {
  return stateField(state, 'topChallenge')
}
