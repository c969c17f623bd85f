import { unmarkHeldPresses } from '@app/page-runtime/client/replay-early-input'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

/**
 * The client entry of a preview app (its `src/entry.client.tsx` calls it): hydrates the prerendered document
 * with React Router's framework runtime. As a transition, hydration yields to the browser every few
 * milliseconds instead of holding the main thread for the whole screen: the page stays responsive (scrolling,
 * the held input's feedback) while it hydrates.
 */
export function startPreviewApp(): void {
  // React hydrates exactly what it prerendered, here the whole document: the busy marks of presses held
  // meanwhile go first.
  unmarkHeldPresses(document)
  // The app's index is also served at its prefix without the slash (/investor), where the router, whose base
  // is the folder (/investor/), would match nothing and render an empty page: give the address its slash.
  const base = import.meta.env.BASE_URL
  if (`${location.pathname}/` === base)
    history.replaceState(history.state, '', base + location.search + location.hash)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}
