import { PricingFaq } from '../../features/pricing/pricing-faq'
import { hydrateIsland } from '../hydrate-island'

hydrateIsland('pricing-faq', <PricingFaq />)
