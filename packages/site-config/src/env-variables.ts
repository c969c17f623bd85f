/**
 * The build-time variables each app reads from Vite's `import.meta.env`, named once here: the apps' env readers,
 * `localBuildEnv` and the gateway's CLI are typed by these lists, so a renamed variable fails to type-check in
 * each of them.
 */

/** What a preview app reads from Vite's `import.meta.env` (checked at build time by `checkPreviewEnv`). */
export interface PreviewEnvVariables {
  /** Where the marketing site lives; empty when it shares this app's domain (behind the gateway). */
  VITE_MARKETING_ORIGIN?: string
  /** The public origin, for the pages' canonical address, og:url and absolute social images (required to build). */
  VITE_SITE_URL?: string
  /** Vite's own: the app's `base`. */
  BASE_URL: string
}

/** What the marketing app reads from Vite's `import.meta.env` (checked at build time by `checkMarketingEnv`). */
export interface MarketingEnvVariables {
  /** Public address of the Supabase Data API the waitlist forms insert into. */
  VITE_SUPABASE_URL?: string | undefined
  /** Public anonymous-role key of that Data API. */
  VITE_SUPABASE_ANON_KEY?: string | undefined
  /** Public origin of the site: canonical URLs, Open Graph, sitemap, QR codes. */
  VITE_SITE_URL?: string | undefined
}
