import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while React hydrates prerendered HTML; true from then on (at once in a client render).
 * State only the browser has (the address's query, sessionStorage) is read once it is true, so hydration sees
 * exactly what the prerender drew and the browser's state follows in the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
