import { useSyncExternalStore } from 'react'
import { storedThankYouState } from '../thank-you-state'

const subscribeToNothing = () => () => {}

/**
 * The state handed over by the form, or undefined when there is none (a direct visit). The prerendered HTML
 * has none; the browser reads it after hydrating, so hydration matches the HTML.
 */
export function useThankYouState(): unknown {
  return useSyncExternalStore(subscribeToNothing, storedThankYouState, () => undefined)
}
