import { type ReactNode, useEffect } from 'react'
import { adoptFormState } from '../client/adopt-form-state.ts'
import { replayEarlyInput } from '../client/replay-early-input.ts'
import { islandRoot } from './island-root.ts'

/**
 * The root component of every island, on the server and in the browser alike (so both trees, and their useId
 * values, are the same). Its effect runs once the island has hydrated: from then on the island's own handlers
 * answer, so what the visitor did meanwhile is handed over.
 */
export function IslandReady({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    const root = islandRoot(name)
    if (!root) return
    // What the visitor did to the native controls first, so a held submit sends what they show.
    adoptFormState(root)
    void replayEarlyInput(root)
  }, [name])
  return children
}

/** useId() values depend on the root a component renders in: each island has its own prefix. */
export const islandIdPrefix = (name: string) => `${name}-`

/** How an island declares itself: see island.server.tsx and island.client.tsx. */
export interface IslandOptions {
  /** Runs in the browser once the island is hydrated (a thank-you page shows the form's success toast). */
  onHydrate?: () => void
  /** Shown instead of the page when the island throws while rendering (the site's error screen). */
  ErrorScreen?: (props: { message: string; stack?: string | undefined }) => ReactNode
}
