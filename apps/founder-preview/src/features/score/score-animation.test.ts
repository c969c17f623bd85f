import { describe, expect, it } from 'vitest'
import { SCORE_ANIMATION_DURATION_MS, SCORE_ANIMATION_STEPS } from './score-animation.ts'

// What the browser does with this timing (each tick adds target/60, the end is the target) is checked in
// Chromium by the e2e tests founder/dashboard.spec.ts and founder/progress.spec.ts.
describe('scoreAnimationTiming', () => {
  it('runs 60 ticks at 60 a second: 60 equal steps over one second', () => {
    expect(SCORE_ANIMATION_STEPS).toBe(60)
    expect(SCORE_ANIMATION_DURATION_MS).toBe(1000)
  })
})
