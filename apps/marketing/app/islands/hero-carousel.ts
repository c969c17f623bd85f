import { defineScriptIsland } from '@app/page-runtime/script-island'
import { startCarousel } from '../features/landing/carousel'

/**
 * The landing's carousel, a script island: the page renders its markup (CarouselView) inside this root, and in
 * the browser plain DOM code (a compositor slideshow, then Embla; no React) brings it to life, so the landing
 * loads no React at all. The code starts when a visitor reaches for the carousel, or before its first autoplay
 * advance is due, not while the page is still being read in. Early presses of its buttons are held and replayed
 * as on every page.
 */
export default defineScriptIsland('hero-carousel', startCarousel, { startAfterPaintMs: 2500 })
