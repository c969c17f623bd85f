import type { ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { UnexpectedError } from '../components/unexpected-error'
import { type IslandName, islandIdPrefix } from './island-name'
import { IslandReady } from './island-ready'

/** An island that throws while rendering leaves no half-working page: the fallback screen replaces it. */
function showUnexpectedError(error: unknown): void {
  console.error(error)
  const container = document.createElement('div')
  document.body.replaceChildren(container)
  createRoot(container).render(
    <UnexpectedError
      message={error instanceof Error ? error.message : String(error)}
      stack={error instanceof Error ? error.stack : undefined}
    />,
  )
}

/** Hydrates the island prerendered by <Island name>; IslandReady then replays the input it held. */
export function hydrateIsland(name: IslandName, island: ReactElement): void {
  const root = document.querySelector(`[data-island="${name}"]`)
  if (!root) return
  hydrateRoot(root, <IslandReady name={name}>{island}</IslandReady>, {
    identifierPrefix: islandIdPrefix(name),
    onUncaughtError: showUnexpectedError,
  })
}
