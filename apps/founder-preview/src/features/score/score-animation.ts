import { SCORE_ANIMATION_TICKS_PER_SECOND } from '@app/sample-data/constants'
import type { CSSProperties } from 'react'

/** Every tick adds target/60, so the ring and each bar reach their target on the 60th tick. */
export const SCORE_ANIMATION_STEPS = 60

/** 60 ticks at about 60 a second: one second from zero to the target. */
export const SCORE_ANIMATION_DURATION_MS = (SCORE_ANIMATION_STEPS / SCORE_ANIMATION_TICKS_PER_SECOND) * 1000

/**
 * The timing of the score animations, read by their CSS (`animate-score-ring`, `animate-score-bar` in app.css):
 * SCORE_ANIMATION_STEPS equal steps over SCORE_ANIMATION_DURATION_MS, so after `tick` ticks an element shows
 * target × tick / 60, and exactly its target from the 60th tick on. The element itself always holds its target (what the prerender draws, what
 * hydration finds, what reduced motion shows); the animation runs from zero up to it.
 *
 * Why CSS rather than a React state ticking 60 times a second: the browser runs the animation from the first
 * paint, before any script arrives, and nothing re-renders; a bar moves by transform alone (on the compositor).
 */
export const scoreAnimationTiming = {
  '--score-animation-duration': `${SCORE_ANIMATION_DURATION_MS}ms`,
  '--score-animation-steps': String(SCORE_ANIMATION_STEPS),
} as CSSProperties
