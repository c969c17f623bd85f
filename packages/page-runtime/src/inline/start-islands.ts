import { ISLAND_MODULES_ATTRIBUTE, REACH_EVENTS, WAITING_ISLAND_SELECTOR } from '../contract.ts'
import { afterFirstPaint } from './after-first-paint.ts'
import { reportCodeFailed } from './code-failed.ts'
import { preloadModules } from './preload-modules.ts'

/**
 * Loads an island's modules once: every one preloaded at once (rather than one import after another), then
 * the entry run as a module script. Calling it again does nothing, unless the load failed (the connection
 * dropped): then `failed` runs, and the next call, at the visitor's next reach for the island, loads again.
 */
function moduleLoader(modules: readonly string[], failed: () => void): () => void {
  let started = false
  return () => {
    if (started) return
    started = true
    const preloads = preloadModules(modules)
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.src = modules[0] ?? ''
    // Taken away, so that a visitor whose every hover retries on a dead connection does not pile up elements.
    entry.onerror = () => {
      for (const element of [entry, ...preloads]) element.remove()
      started = false
      failed()
    }
    document.head.append(entry)
  }
}

/**
 * Starts the code of every island on the page (each prerendered root names its modules) right after the first
 * paint, so it never competes with that paint. Where an island's code cannot be fetched, a visitor who pressed
 * one of its buttons meanwhile is told `failureMessage` (./code-failed.ts), and their next pointer, focus, click
 * or key aimed at it, or the connection coming back, fetches it again.
 */
export function startIslands(failureMessage: string): void {
  const starts = new Map<Element, () => void>()
  const startAgainOnReach = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest(WAITING_ISLAND_SELECTOR) : null
    if (island) starts.get(island)?.()
  }
  for (const type of REACH_EVENTS) addEventListener(type, startAgainOnReach, true)
  // A connection that comes back fetches whatever could not be fetched, before the visitor reaches for it: a
  // thank-you page shown offline then names the email and shows its toast by itself. Loaded islands ignore it.
  addEventListener('online', () => {
    for (const start of starts.values()) start()
  })

  const schedule = () => {
    for (const island of document.querySelectorAll(`[${ISLAND_MODULES_ATTRIBUTE}]`)) {
      const start = moduleLoader(island.getAttribute(ISLAND_MODULES_ATTRIBUTE)?.split(' ') ?? [], () =>
        reportCodeFailed(island, failureMessage),
      )
      starts.set(island, start)
      afterFirstPaint(start)
    }
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', schedule)
  else schedule()
}
