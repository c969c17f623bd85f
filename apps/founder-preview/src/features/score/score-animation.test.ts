import { describe, expect, it } from 'vitest'
import { scoreAnimationTiming } from './score-animation.ts'

// What the browser does with this timing (each tick adds target/60, the end is the target) is checked in
// Chromium by the e2e tests founder/dashboard.spec.ts and founder/progress.spec.ts.
describe('scoreAnimationTiming', () => {
  it('gives the animations’ CSS 60 equal steps over one second: 60 ticks at 60 a second', () => {
    expect(scoreAnimationTiming).toEqual({
      '--score-animation-duration': '1000ms',
      '--score-animation-steps': '60',
    })
  })
})
