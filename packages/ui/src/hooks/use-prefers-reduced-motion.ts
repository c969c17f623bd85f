import { useSyncExternalStore } from 'react'
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '../lib/reduced-motion.ts'

function subscribe(onChange: () => void) {
  const mediaQuery = window.matchMedia(REDUCED_MOTION_QUERY)
  mediaQuery.addEventListener('change', onChange)
  return () => mediaQuery.removeEventListener('change', onChange)
}

const getSnapshot = prefersReducedMotion

// The server cannot know the user's preference; animations start only after hydration re-reads it.
function getServerSnapshot() {
  return false
}

export function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
