import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { ISLAND_ATTRIBUTE, ISLAND_MODULES_ATTRIBUTE } from '../contract.ts'
import { type IslandOptions, IslandReady, islandIdPrefix } from './island-ready.tsx'

export type { IslandOptions }

declare global {
  /**
   * Each island's modules, by island name: its entry first, then the chunks it imports. Defined by the
   * `islands()` Vite plugin (../vite/islands.ts) from the islands build's manifest.
   */
  const __ISLAND_MODULES__: Record<string, readonly string[]>
  /** The folder of island files (`islands()`'s `dir`), from the app's root. Defined by the same plugin. */
  const __ISLANDS_DIR__: string
}

/**
 * Declares an island: a part of a prerendered page that hydrates on its own, from `app/islands/<name>.tsx`,
 * whose default export is this call. On the server (prerendering) it is the component a page renders: the
 * island's HTML as a root of its own, exactly as the browser hydrates it (so hydration keeps every node, and
 * whatever the visitor typed or ticked meanwhile), naming the modules the inline page script starts.
 */
export function defineIsland(name: string, Island: ComponentType, _options: IslandOptions = {}) {
  return function PrerenderedIsland() {
    const html = renderToString(
      <IslandReady name={name}>
        <Island />
      </IslandReady>,
      { identifierPrefix: islandIdPrefix(name) },
    )
    // The HTML is React's own rendering of the island.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own output, rendered as a separate root
    return <div {...islandRootAttributes(name)} dangerouslySetInnerHTML={{ __html: html }} />
  }
}

/**
 * The attributes of an island's root: its name and the modules the inline page script starts. The root is
 * `display: contents`, so the wrapper stays out of the layout.
 */
export function islandRootAttributes(name: string) {
  const modules = __ISLAND_MODULES__[name]
  if (!modules)
    throw new Error(
      `No island entry is named "${name}": its file must be ${__ISLANDS_DIR__}/${name}.tsx (a script island: .ts).`,
    )
  return {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_MODULES_ATTRIBUTE]: modules.join(' '),
    style: { display: 'contents' },
  }
}
