import { type PagedList, usePagedList } from '@app/ui/hooks/use-paged-list'
import { useLocation } from 'react-router'

/**
 * A screen's "Load More" list (`usePagedList`), remembered in the screen's history entry under `name` (the
 * router's location key and the list's name): coming back to that entry, by Back from another screen or to the
 * view before a filter, the list shows as many items as it did when the visitor left, so the browser's scroll
 * restoration lands where they were. `name` tells a screen's lists apart.
 */
export function useScreenList<T>(items: readonly T[], pageSize: number, name: string): PagedList<T> {
  return usePagedList(items, pageSize, `${useLocation().key}:${name}`)
}
