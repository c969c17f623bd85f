import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while the prerendered HTML hydrates, true afterwards and on client-side navigations. Content that
 * exists only in the browser (navigation state) must wait for it, or hydration would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
