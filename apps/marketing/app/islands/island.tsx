import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { type IslandName, islandIdPrefix } from './island-name'
import { IslandReady } from './island-ready'

/**
 * Prerenders `children` as a root of its own inside the page, exactly as its island entry hydrates it
 * (`hydrateIsland`): the same tree from the same root, so hydration matches and keeps every node — and what
 * the visitor typed or focused meanwhile. `display: contents` keeps the wrapper out of the layout.
 */
export function Island({ name, children }: { name: IslandName; children: React.ReactElement }) {
  const html = renderToString(<IslandReady name={name}>{children}</IslandReady>, {
    identifierPrefix: islandIdPrefix(name),
  })
  return <div data-island={name} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
}
