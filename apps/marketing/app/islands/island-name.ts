/** The parts of a page that hydrate on their own; each page's entry in app/islands/ hydrates its own. */
export type IslandName =
  | 'hero-carousel'
  | 'pricing-faq'
  | 'early-access-form'
  | 'websummit-form'
  | 'thank-you'
  | 'thank-you-websummit'

/** useId() values depend on the root a component renders in: each island has its own prefix. */
export const islandIdPrefix = (name: IslandName) => `${name}-`
