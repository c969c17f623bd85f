/** An island entry of app/islands/pages/, named after its file. */
export type PageIsland =
  | 'home'
  | 'pricing'
  | 'get-early-access'
  | 'get-early-access-websummit'
  | 'thank-you'
  | 'thank-you-websummit'
  | 'not-found'

declare global {
  /**
   * Set by vite.config.ts from the islands build's manifest: each entry's file first, then the chunks it
   * imports (what the page script preloads). In `vite dev`, the entry's source, which Vite serves itself.
   */
  const __ISLAND_MODULES__: Partial<Record<PageIsland, readonly string[]>>
}

/** What a route module exports as `handle` to name its page's island entry. */
export interface IslandHandle {
  island: PageIsland
  /**
   * Start the island's code only when it is needed: at the first interaction with an island (held and replayed
   * as ever), or this long after the first paint, whichever comes first. Left out: right after the first paint.
   */
  startAfterPaintMs?: number
}

export function islandModules(island: PageIsland | undefined): readonly string[] {
  return (island && __ISLAND_MODULES__[island]) || []
}
