import { defineScriptIsland } from '@app/page-runtime/script-island'
import { startCarousel } from '../features/landing/carousel'

/**
 * The landing's carousel, a script island: the page renders its markup (CarouselView) inside this root, and in
 * the browser plain DOM code (a compositor slideshow, then Embla; no React) brings it to life, so the landing
 * loads no React at all. Like every island's, its code starts right after the first paint; presses of its
 * buttons before then are held and replayed as on every page.
 */
export default defineScriptIsland('hero-carousel', startCarousel)
