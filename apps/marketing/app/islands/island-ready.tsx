import { adoptFormState } from '@app/ui/lib/adopt-form-state'
import { replayEarlyInput } from '@app/ui/lib/early-input'
import { type ReactNode, useEffect } from 'react'
import type { IslandName } from './island-name'

/**
 * The root component of every island, on the server and in the browser alike (so both trees, and their
 * useId values, are the same). Effects run once the island is hydrated: from then on its own handlers answer,
 * so the input held back meanwhile is replayed.
 */
export function IslandReady({ name, children }: { name: IslandName; children: ReactNode }) {
  useEffect(() => {
    const root = document.querySelector(`[data-island="${name}"]`)
    if (!root) return
    // What the visitor did to the native controls first, so a held submit sends what they show.
    adoptFormState(root)
    replayEarlyInput(root)
  }, [name])
  return children
}
