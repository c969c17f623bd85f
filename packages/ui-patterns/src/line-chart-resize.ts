import * as React from 'react'

// Before the container is measured (first paint, tests) the chart is drawn at a typical card width.
const FALLBACK_WIDTH = 640

/** The width of an element in CSS pixels, measured before the first paint and again whenever it resizes. */
export function useElementWidth<T extends HTMLElement>() {
  const ref = React.useRef<T>(null)
  const [width, setWidth] = React.useState(FALLBACK_WIDTH)
  React.useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // Measured before the first paint, so the chart never draws wider than its card.
    const initial = element.getBoundingClientRect().width
    if (initial) setWidth(Math.round(initial))
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width
      if (measured) setWidth(Math.round(measured))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
