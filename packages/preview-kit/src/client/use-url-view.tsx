import { useHydrated } from '@app/ui/hooks/use-hydrated'
import { useCallback, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
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
 */
export function useUrlView<Fields extends Record<string, UrlField<unknown>>>(
  fields: Fields,
): [UrlView<Fields>, (patch: Partial<UrlView<Fields>>, options?: UrlViewUpdateOptions) => void] {
  useDeclareClientState('params', Object.keys(fields))
  const [params, setParams] = useSearchParams()
  const hydrated = useHydrated()
  const view = useMemo(() => parseUrlView(fields, hydrated ? params : NO_PARAMS), [fields, params, hydrated])
  // The router applies a navigation a tick later; updates fired in the same task (a tab's mousedown and
  // focus, a double click) build on the one already requested instead of the stale params.
  const pending = useRef<string | null>(null)

  const update = useCallback(
    (patch: Partial<UrlView<Fields>>, options: UrlViewUpdateOptions = {}) => {
      const base = new URLSearchParams(pending.current ?? params)
      const next = writeUrlView(fields, base, patch)
      if (next.toString() === base.toString()) return
      pending.current = next.toString()
      setTimeout(() => {
        pending.current = null
      }, 0)
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true })
    },
    [fields, params, setParams],
  )
  return [view, update]
}
