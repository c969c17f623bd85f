import { useState } from 'react'

export interface PagedList<T> {
  visible: T[]
  hasMore: boolean
  loadMore: () => void
  reset: () => void
}

/**
 * Client-side pagination for "Load More" buttons: shows the first `pageSize` items and one more page per
 * `loadMore`. It starts over at one page whenever `items` is a different array, so callers must memoise
 * derived lists (filters, sorts) or every render would reset it.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number): PagedList<T> {
  const [page, setPage] = useState({ source: items, count: pageSize })
  // Compared during render rather than in an effect, so a new list never flashes with the old page count.
  const count = page.source === items ? page.count : pageSize

  return {
    visible: items.slice(0, count),
    hasMore: count < items.length,
    loadMore: () => setPage({ source: items, count: count + pageSize }),
    reset: () => setPage({ source: items, count: pageSize }),
  }
}
