import { PricingFaq } from '../features/pricing/pricing-faq'
import { defineIsland } from '../runtime/define-island'

/** The pricing FAQ accordion (without JavaScript, a <noscript> list stands in for it). */
export default defineIsland('pricing-faq', PricingFaq)
