/**
 * Runs in the page (serialized by `loadAfterPaintScript`): loads a prerendered page's modules once its first
 * contentful paint is done, or `delayMs` after it, so they never compete with that paint (a module script in
 * <head> is fetched at high priority beside the stylesheet). `modules` lists the entry first, then the chunks it
 * imports, all preloaded at once rather than one by one. Returns a function that loads them at once instead
 * (for a page that starts them when they are first needed); it does nothing the second time.
 */
function loadAfterPaint(modules: readonly string[], delayMs: number | null): () => void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of modules) {
      const preload = document.createElement('link')
      preload.rel = 'modulepreload'
      preload.href = href
      document.head.append(preload)
    }
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.src = modules[0] ?? ''
    document.head.append(entry)
  }
  if (modules.length === 0) return start
  const painted = () => (delayMs === null ? start() : setTimeout(start, delayMs))
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      painted()
    }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(painted))
  return start
}

/** The expression that schedules the modules and evaluates to the function that starts them at once. */
export function loadAfterPaintScript(modules: readonly string[], delayMs: number | null = null): string {
  return `(${loadAfterPaint.toString()})(${JSON.stringify(modules)},${JSON.stringify(delayMs)})`
}
