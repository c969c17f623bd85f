import { createContext, useContext } from 'react'

/**
 * What a prerendered screen reads from the browser: the query parameters of its view and its sessionStorage
 * lists. The prerender collects them per page (see server/render-document.tsx) so the page's head script can
 * tell, before the first paint, whether this visit's address or session differs from what was prerendered
 * (then the screen waits for its code instead of showing the default view first).
 */
export interface ClientStateKeys {
  params: Set<string>
  sessionKeys: Set<string>
}

/** Provided by the prerender only; in the browser nothing records. */
export const ClientStateKeysContext = createContext<ClientStateKeys | null>(null)

/** Declares that the calling screen reads these query parameters or session keys. */
export function useDeclareClientState(kind: keyof ClientStateKeys, names: readonly string[]): void {
  const keys = useContext(ClientStateKeysContext)
  if (keys) for (const name of names) keys[kind].add(name)
}
