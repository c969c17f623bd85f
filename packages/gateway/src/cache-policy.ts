/**
 * How long a browser may keep what the gateway serves, for the local gateway (static-apps.ts) and the production
 * proxy's config (nginx-config.ts fills it into the templates). Vite and React Router put content-hashed files
 * under `assets/`: a new build gives them new names, so they may be kept for a year. Everything else (pages,
 * the robots file, the social images, the slides) keeps its address across deploys and is asked for again.
 */
export const CACHE_CONTROL = {
  hashedAsset: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const
