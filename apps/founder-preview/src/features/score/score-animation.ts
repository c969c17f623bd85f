import { SCORE_ANIMATION_TICKS_PER_SECOND } from '@app/sample-data/constants'
import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { useEffect, useState } from 'react'

/** Spec §4: every tick adds target/60, so the ring and each bar reach their target on the 60th tick. */
export const SCORE_ANIMATION_STEPS = 60

/** The animated value after `tick` ticks: linear from 0, then exactly the target (no float drift). */
export function animatedValueAt(target: number, tick: number): number {
  return tick >= SCORE_ANIMATION_STEPS ? target : (target / SCORE_ANIMATION_STEPS) * tick
}

/**
 * Counts animation ticks from 0 to SCORE_ANIMATION_STEPS at about 60 per second; pass the result to
 * `animatedValueAt`. One counter drives every bar of a card so they move together. Under
 * prefers-reduced-motion it starts at the end, showing the final state at once.
 */
export function useScoreAnimationTick(): number {
  const reducedMotion = usePrefersReducedMotion()
  const [tick, setTick] = useState(0)

  useEffect(() => {
    if (reducedMotion) return
    let current = 0
    const interval = window.setInterval(() => {
      current += 1
      setTick(current)
      if (current >= SCORE_ANIMATION_STEPS) window.clearInterval(interval)
    }, 1000 / SCORE_ANIMATION_TICKS_PER_SECOND)
    return () => window.clearInterval(interval)
  }, [reducedMotion])

  return reducedMotion ? SCORE_ANIMATION_STEPS : tick
}
