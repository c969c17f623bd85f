import { useEffect, useState } from 'react'

/** Upper bound for waiting on an idle moment, so deferred features still arrive on a busy page. */
const IDLE_TIMEOUT_MS = 2000

function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback()
    return () => {}
  }
  window.addEventListener('load', callback, { once: true })
  return () => window.removeEventListener('load', callback)
}

/**
 * True once the page has loaded and the browser is idle. Features that are not needed for the first paint
 * (the carousel's engine, the toaster) wait for it, so they neither compete with the page's own resources
 * nor count towards its initial JavaScript.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancelIdle = () => {}
    const cancelLoad = afterLoad(() => {
      // Safari has no requestIdleCallback: there a short timeout stands in for it.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
        cancelIdle = () => window.cancelIdleCallback(handle)
      } else {
        const handle = window.setTimeout(() => setIdle(true), 1)
        cancelIdle = () => window.clearTimeout(handle)
      }
    })
    return () => {
      cancelLoad()
      cancelIdle()
    }
  }, [])
  return idle
}
