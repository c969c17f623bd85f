import type { ReactNode } from 'react'
import { islandRootAttributes } from './island.server.tsx'

/** What a script island's code does with its prerendered root in the browser (see script-island.client.ts). */
export type StartIsland = (root: Element) => void

/** How a page renders a script island: its markup as children, drawn once, on the server. */
export type ScriptIslandRoot = (props: { children: ReactNode }) => ReactNode

/**
 * Declares a script island, from `app/islands/<name>.ts`, whose default export is this call: a prerendered part
 * of a page whose behaviour is plain DOM code, with no React in the browser. A page renders the export around the
 * island's markup (`<Island><View /></Island>`); on the server that is the island's root, naming the modules the
 * inline page script starts. `start` is the browser's side, and the island's file does not import the markup, so
 * the browser gets only the code.
 */
export function defineScriptIsland(name: string, _start: StartIsland): ScriptIslandRoot {
  // biome-ignore lint/correctness/noComponentHookFactories: made once, by the island file's module-level call
  return function PrerenderedScriptIsland(props) {
    return <div {...islandRootAttributes(name)}>{props.children}</div>
  }
}
