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

/** Every app's prerendered not-found page, which static hosts serve (with status 404) for any unknown path. */
export const NOT_FOUND_DOCUMENT = '404.html'
