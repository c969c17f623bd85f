import { type RefObject, useEffect, useRef, useState } from 'react'

export interface PagedList<T> {
  visible: T[]
  hasMore: boolean
  loadMore: () => void
  reset: () => void
  /** For the `<ul>` whose items are `visible`: Load More moves focus into it. */
  listRef: RefObject<HTMLUListElement | null>
  /**
   * Moves focus, once the list has rendered again, to its item at `index` (or its last item, if the list got
   * shorter): for an action that takes the focused item away, such as passing on a card, or the control it was
   * pressed on, such as a button that brings items back. When the list is left empty, focus moves to `orElse`,
   * what is shown in its place (an empty state): focus is never dropped to the page. The list that follows keeps
   * as many items shown as before, instead of starting over at one page: passing on the eighth card after Load
   * More leaves the ninth in its place, not the first page with focus on its last card.
   */
  focusItem: (index: number, orElse?: RefObject<HTMLElement | null>) => void
}

/**
 * How many items each list showed, by the `rememberAs` its caller gave (one per history entry), for as long as
 * the page is open: in memory only, so a freshly loaded page starts at one page, as its prerendered HTML does.
 */
const shownCounts = new Map<string, number>()

/**
 * Client-side pagination for "Load More" buttons: shows the first `pageSize` items and one more page per
 * `loadMore`. It starts over at one page whenever `items` is a different array, so callers must memoise
 * derived lists (filters, sorts) or every render would reset it. After Load More, focus moves to the first new
 * item, so the next Tab goes on through what was loaded, and focus is not lost when the last page takes the
 * button away.
 *
 * `rememberAs` names the list in its history entry (a router's location key and the list's name): coming back
 * to that entry (Back from another screen, or to the view before a filter), the list shows as many items as it
 * did when the visitor left, so the browser's scroll restoration lands where they were.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number, rememberAs?: string): PagedList<T> {
  const remembered = () => (rememberAs === undefined ? undefined : shownCounts.get(rememberAs))
  const [page, setPage] = useState(() => ({ source: items, count: remembered() ?? pageSize }))
  const listRef = useRef<HTMLUListElement>(null)
  const itemToFocus = useRef<{
    index: number
    orElse?: RefObject<HTMLElement | null>
    /** The list as shown when the request was made: the request is for the render that shows another. */
    madeOn: { items: readonly T[]; count: number }
    /** The visitor took an item away or brought some back (focusItem): the next list keeps `madeOn.count`. */
    keepCount: boolean
  } | null>(null)
  // Compared during render rather than in an effect, so a new list never flashes with the old page count. The
  // list that follows focusItem keeps the count shown before it.
  const keptCount = itemToFocus.current?.keepCount ? itemToFocus.current.madeOn.count : undefined
  const count = page.source === items ? page.count : (keptCount ?? remembered() ?? pageSize)
  useEffect(() => {
    if (rememberAs !== undefined) shownCounts.set(rememberAs, count)
  }, [rememberAs, count])

  // After every render, but it acts only on the first that shows a list other than the one the request was made
  // on. The render before a press can still have this effect pending when the press comes (React runs it first
  // on a busy page), and would move focus within the list as it was: to the last old item, not the first new one.
  useEffect(() => {
    const request = itemToFocus.current
    if (request === null || (request.madeOn.items === items && request.madeOn.count === count)) return
    itemToFocus.current = null
    if (request.keepCount && page.source !== items) setPage({ source: items, count: request.madeOn.count })
    const shown = listRef.current?.children
    const item = shown?.length ? shown.item(Math.min(request.index, shown.length - 1)) : null
    const target = item ?? request.orElse?.current
    if (!(target instanceof HTMLElement)) return
    target.tabIndex = -1
    target.focus()
  })

  return {
    visible: items.slice(0, count),
    hasMore: count < items.length,
    loadMore: () => {
      itemToFocus.current = { index: count, madeOn: { items, count }, keepCount: false }
      setPage({ source: items, count: count + pageSize })
    },
    reset: () => setPage({ source: items, count: pageSize }),
    listRef,
    focusItem: (index, orElse) => {
      itemToFocus.current = { index, orElse, madeOn: { items, count }, keepCount: true }
    },
  }
}
