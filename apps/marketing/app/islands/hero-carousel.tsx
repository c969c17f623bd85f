import { HeroCarousel } from '../features/landing/hero-carousel'
import { defineIsland } from '../runtime/define-island'

/**
 * The landing's carousel. Its first slide is already in the HTML, so its code (React, the carousel, Embla)
 * starts when a visitor reaches for it, or before its first autoplay advance is due, not while the page is
 * still being read in. Early presses of its buttons are held and replayed as on every page.
 */
export default defineIsland('hero-carousel', HeroCarousel, { startAfterPaintMs: 2500 })
