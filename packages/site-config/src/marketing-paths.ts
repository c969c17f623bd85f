/**
 * Every public marketing route: the product's route table (docs/routes.md) minus /founder and /investor. The
 * marketing app prerenders exactly these, the sitemap lists them, and the e2e suite visits each.
 */
export const marketingPaths = [
  '/',
  '/get-early-access',
  '/get-early-access-websummit',
  '/thank-you',
  '/thank-you-websummit',
  '/terms',
  '/privacy',
  '/cookies',
  '/pricing',
  '/vision',
  '/foundingteam',
] as const

export type MarketingPath = (typeof marketingPaths)[number]

/** The waitlist form, where every "Get Early Access" link of the site and the previews leads. */
export const EARLY_ACCESS_PATH = '/get-early-access' satisfies MarketingPath

/** A link to a section of a marketing page (`/#features-section`): the page part is a marketing path. */
export type SectionLink = `${MarketingPath}#${string}`

/**
 * Where each app prerenders its not-found page, which the build then moves to NOT_FOUND_DOCUMENT: no page of its
 * own (served at this address, it would answer 200).
 */
export const NOT_FOUND_PRERENDER_PATH = '/404'

/** Every app's prerendered not-found page, which static hosts serve (with status 404) for any unknown path. */
export const NOT_FOUND_DOCUMENT = '404.html'
