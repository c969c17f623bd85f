/** The visitor's "reduce motion" setting, as a media query. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/**
 * Whether the visitor asked for less motion, right now. Plain code (no React), so inline page scripts can use
 * it; React components read it with `usePrefersReducedMotion`, which follows changes.
 */
export function prefersReducedMotion(): boolean {
  return matchMedia(REDUCED_MOTION_QUERY).matches
}
