import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REDUCED_MOTION_QUERY } from '../lib/reduced-motion.ts'

import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

function mockMatchMedia(initiallyReduced: boolean) {
  let matches = initiallyReduced
  const listeners = new Set<() => void>()
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && matches
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }))
  vi.stubGlobal('matchMedia', matchMedia)
  return {
    listeners,
    setReduced(next: boolean) {
      matches = next
      for (const listener of listeners) listener()
    },
  }
}

function MotionProbe() {
  return <span>{usePrefersReducedMotion() ? 'reduced' : 'full'}</span>
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('usePrefersReducedMotion', () => {
  it.each([true, false])('reads the current preference (reduced: %s)', (reduced) => {
    mockMatchMedia(reduced)
    const { result } = renderHook(() => usePrefersReducedMotion())
    expect(result.current).toBe(reduced)
  })

  it('updates when the preference changes and unsubscribes on unmount', () => {
    const media = mockMatchMedia(false)
    const { result, unmount } = renderHook(() => usePrefersReducedMotion())
    expect(result.current).toBe(false)

    act(() => media.setReduced(true))
    expect(result.current).toBe(true)

    unmount()
    expect(media.listeners.size).toBe(0)
  })

  it('renders as "no preference" on the server without touching matchMedia', () => {
    const media = mockMatchMedia(true)
    expect(renderToString(<MotionProbe />)).toContain('full')
    expect(media.listeners.size).toBe(0)
  })
})
