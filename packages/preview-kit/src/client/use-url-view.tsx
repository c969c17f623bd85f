import { useHydrated } from '@app/ui/hooks/use-hydrated'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { parseUrlView, type UrlField, type UrlView, writeUrlView } from '../url-view.ts'
import { useDeclareClientState } from './client-state.tsx'

const NO_PARAMS = new URLSearchParams()

/**
 * The views a screen asked the router for and has not rendered yet, oldest first. The router renders a
 * navigation later, in a transition that a busy phone can hold back for a while: a visitor who picks a sector
 * and types a search at once would otherwise have the search built on the params last rendered, without the
 * sector, and lose it. An update builds on the last view asked for instead.
 */
export class RequestedViews {
  private waiting: string[] = []

  /** What the next update builds on: the last view asked for, else the params rendered. */
  base(rendered: URLSearchParams): URLSearchParams {
    return new URLSearchParams(this.waiting.at(-1) ?? rendered)
  }

  asked(view: URLSearchParams): void {
    this.waiting.push(view.toString())
  }

  /**
   * New params rendered: the views asked for up to these have arrived. Params this screen did not ask for (Back,
   * Forward, a link) end the wait for all of them.
   */
  rendered(params: URLSearchParams): void {
    const arrived = this.waiting.indexOf(params.toString())
    this.waiting = arrived === -1 ? [] : this.waiting.slice(arrived + 1)
  }
}

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
  const [requested] = useState(() => new RequestedViews())
  useEffect(() => requested.rendered(params), [requested, params])

  const update = useCallback(
    (patch: Partial<UrlView<Fields>>, options: UrlViewUpdateOptions = {}) => {
      const base = requested.base(params)
      const next = writeUrlView(fields, base, patch)
      if (next.toString() === base.toString()) return
      requested.asked(next)
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true })
    },
    [fields, params, setParams, requested],
  )
  return [view, update]
}
