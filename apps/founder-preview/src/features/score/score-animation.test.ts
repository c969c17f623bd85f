import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { animatedValueAt, SCORE_ANIMATION_STEPS, useScoreAnimationTick } from './score-animation.ts'

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('animatedValueAt', () => {
  it.each([
    { target: 59.3, tick: 0, expected: 0 },
    { target: 300, tick: 1, expected: 5 },
    { target: 212, tick: 30, expected: 106 },
    { target: 59.3, tick: SCORE_ANIMATION_STEPS, expected: 59.3 },
    { target: 142, tick: SCORE_ANIMATION_STEPS, expected: 142 },
    { target: 142, tick: SCORE_ANIMATION_STEPS + 5, expected: 142 },
  ])('$target after $tick ticks → $expected', ({ target, tick, expected }) => {
    expect(animatedValueAt(target, tick)).toBeCloseTo(expected, 10)
  })

  it('adds target/60 per tick and ends exactly at the target', () => {
    expect(animatedValueAt(186, 2) - animatedValueAt(186, 1)).toBeCloseTo(186 / 60, 10)
    expect(animatedValueAt(59.3, SCORE_ANIMATION_STEPS)).toBe(59.3)
  })
})

describe('useScoreAnimationTick', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('ticks about 60 times a second and stops after 60 ticks', () => {
    mockReducedMotion(false)
    const { result } = renderHook(() => useScoreAnimationTick())
    expect(result.current).toBe(0)

    act(() => vi.advanceTimersByTime(500))
    expect(result.current).toBeGreaterThanOrEqual(29)
    expect(result.current).toBeLessThanOrEqual(32)

    act(() => vi.advanceTimersByTime(600))
    expect(result.current).toBe(SCORE_ANIMATION_STEPS)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows the end state at once under prefers-reduced-motion', () => {
    mockReducedMotion(true)
    const { result } = renderHook(() => useScoreAnimationTick())
    expect(result.current).toBe(SCORE_ANIMATION_STEPS)
    expect(vi.getTimerCount()).toBe(0)
  })
})
