/**
 * Runs `then` once the first contentful paint is done, so code started from an inline script never competes with
 * that paint (a module script in <head> would be fetched at high priority beside the stylesheet). `then` gets the
 * paint's time on the `performance.now()` timeline, so a delay counts from the paint itself, not from this
 * callback. Where paints are not reported, it runs on the next frame's task.
 */
export function afterFirstPaint(then: (paintedAt: number) => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(() => then(performance.now())))
    return
  }
  new PerformanceObserver((entries, observer) => {
    const [paint] = entries.getEntriesByName('first-contentful-paint')
    if (!paint) return
    observer.disconnect()
    then(paint.startTime)
  }).observe({ type: 'paint', buffered: true })
}
