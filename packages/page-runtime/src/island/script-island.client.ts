import { replayEarlyInput, unmarkHeldPresses } from '../client/replay-early-input.ts'
import { islandRoot } from './island-root.ts'
import type { ScriptIslandRoot, StartIsland } from './script-island.server.tsx'

/**
 * In the browser, a script island's file is its entry module: evaluating it runs `start` on the root the server
 * prerendered (script-island.server.tsx), then carries out the presses held meanwhile. React is not loaded: the
 * markup is the prerendered HTML, and `start` attaches the behaviour to it.
 */
export function defineScriptIsland(name: string, start: StartIsland): ScriptIslandRoot {
  const root = islandRoot(name)
  if (root) {
    unmarkHeldPresses(root)
    start(root)
    void replayEarlyInput(root)
  }
  return StartedIsland
}

/** What a page would render for the island in the browser: nothing (the prerendered markup is the island). */
function StartedIsland() {
  return null
}
