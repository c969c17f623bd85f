import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type IslandName, islandIdPrefix } from './island-name'
import { IslandReady } from './island-ready'

/** Hydrates the island prerendered by <Island name>; IslandReady then replays the input it held. */
export function hydrateIsland(name: IslandName, island: ReactElement): void {
  const root = document.querySelector(`[data-island="${name}"]`)
  if (!root) return
  hydrateRoot(root, <IslandReady name={name}>{island}</IslandReady>, {
    identifierPrefix: islandIdPrefix(name),
  })
}
