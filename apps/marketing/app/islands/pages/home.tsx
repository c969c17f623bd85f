import { HeroCarousel } from '../../features/landing/hero-carousel'
import { hydrateIsland } from '../hydrate-island'

hydrateIsland('hero-carousel', <HeroCarousel />)
