import { useHydrated } from '@app/ui/hooks/use-hydrated'
import { startTransition, useCallback, useMemo, useOptimistic, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { parseUrlView, type UrlField, type UrlView, writeUrlView } from '../url-view.ts'
import { useDeclareClientState } from './client-state.tsx'

const NO_PARAMS = new URLSearchParams()

export interface UrlViewUpdateOptions {
  /** Replace the current history entry instead of adding one (typing in a search box). */
  replace?: boolean
}

/**
 * The screen's view read from and written to the URL (see url-view.ts). Each update that changes the view
 * is one history entry (unless `replace`), an update that changes nothing adds none, and it never scrolls the
 * page (only a new path starts at the top). A prerendered screen hydrates with the default view (what the
 * prerender drew, which never sees a query) and shows the address's view in the next render.
 *
 * A visitor's next tap must find the view their last one asked for, however busy the phone:
 * - React Router draws a navigation in a transition, which a busy phone holds back while it answers input, so a
 *   second click on Saved would read the old view and ask for Saved again instead of taking it off. The view
 *   asked for is shown at once as optimistic state (React's `useOptimistic`, drawn before the browser hands over
 *   the next event) until the router has drawn it. A text box bound to the view keeps every key the same way.
 * - An update builds on the address (`location.search`), not on the view drawn: Back and Forward change the
 *   address at once but are drawn in a transition, and a tap in between must build on where Back went. Until
 *   the router has drawn an update, the next one builds on the address that update asked for (below).
 *
 * One call per screen: its parts take the view and the update from the screen, so they all show the same view.
 */
export function useUrlView<Fields extends Record<string, UrlField<unknown>>>(
  fields: Fields,
): [UrlView<Fields>, (patch: Partial<UrlView<Fields>>, options?: UrlViewUpdateOptions) => void] {
  useDeclareClientState('params', Object.keys(fields))
  const [routerParams] = useSearchParams()
  const [params, showOptimistic] = useOptimistic(routerParams)
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const view = useMemo(() => parseUrlView(fields, hydrated ? params : NO_PARAMS), [fields, params, hydrated])

  // The address the last update asked for, while the router has drawn nothing since. The router changes the
  // address only once it has drawn a navigation, a moment later (it waits on the route's module), and a
  // navigation asked for meanwhile replaces the one before: so an update made before then builds on the address
  // asked for, or two in one moment (hydration handing over a search and an order made before the code came)
  // would keep only the last. Once the router has drawn any navigation (its location's key changes), the
  // address is the one to build on again, Back's among them.
  const { key: drawnKey } = useLocation()
  const asked = useRef<{ drawnKey: string; address: string } | null>(null)
  const update = useCallback(
    (patch: Partial<UrlView<Fields>>, { replace = false }: UrlViewUpdateOptions = {}) => {
      const pending = asked.current?.drawnKey === drawnKey ? asked.current.address : undefined
      const address = new URLSearchParams(pending ?? window.location.search)
      const next = writeUrlView(fields, address, patch)
      if (next.toString() === address.toString()) return
      asked.current = { drawnKey, address: next.toString() }
      startTransition(async () => {
        showOptimistic(next)
        await navigate(`?${next}`, { replace, preventScrollReset: true })
      })
    },
    [fields, navigate, showOptimistic, drawnKey],
  )
  return [view, update]
}
