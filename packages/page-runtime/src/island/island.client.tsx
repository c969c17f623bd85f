import type { ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { unmarkHeldPresses } from '../client/replay-early-input.ts'
import { type IslandOptions, IslandReady, islandIdPrefix } from './island-ready.tsx'
import { islandRoot } from './island-root.ts'

export type { IslandOptions }

/** An island that throws while rendering leaves no half-working page: the error screen replaces it. */
function replacePageWith(ErrorScreen: NonNullable<IslandOptions['ErrorScreen']>, error: unknown): void {
  console.error(error)
  const container = document.createElement('div')
  document.body.replaceChildren(container)
  createRoot(container).render(
    <ErrorScreen
      message={error instanceof Error ? error.message : String(error)}
      stack={error instanceof Error ? error.stack : undefined}
    />,
  )
}

/**
 * In the browser, an island's file is its entry module: evaluating it hydrates the root the server
 * prerendered (island.server.tsx) with the same tree; IslandReady then hands over the input held meanwhile.
 */
export function defineIsland(name: string, Island: ComponentType, options: IslandOptions = {}) {
  const root = islandRoot(name)
  const { ErrorScreen, onHydrate } = options
  if (root) {
    unmarkHeldPresses(root)
    hydrateRoot(
      root,
      <IslandReady name={name}>
        <Island />
      </IslandReady>,
      {
        identifierPrefix: islandIdPrefix(name),
        ...(ErrorScreen && { onUncaughtError: (error) => replacePageWith(ErrorScreen, error) }),
      },
    )
    onHydrate?.()
  }
  return function HydratedIsland() {
    return null
  }
}
