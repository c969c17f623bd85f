import type { MarketingEnvVariables, PreviewEnvVariables } from './env-variables.ts'
import type { MarketingPath } from './marketing-paths.ts'

// What each app makes of its build's variables. Browser code: these read the values Vite inlined and check
// nothing, because the build already refused bad ones (`./env-check`, run by each app's Vite config).

/** The public origin without a trailing slash (or blank space), for canonical URLs and social images. */
function origin(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '')
}

export interface MarketingEnv {
  /** Public address of the Supabase Data API the waitlist forms insert into. */
  supabaseUrl: string
  /** Public anonymous-role key: nobody signs in, so every insert is made as an anonymous visitor. */
  supabaseAnonKey: string
  /** Public origin of the site, without a trailing slash: canonical URLs, Open Graph, sitemap, QR codes. */
  siteUrl: string
}

/** The marketing site's settings from its `import.meta.env`. */
export function marketingEnv(env: MarketingEnvVariables): MarketingEnv {
  return {
    supabaseUrl: (env.VITE_SUPABASE_URL ?? '').trim(),
    supabaseAnonKey: (env.VITE_SUPABASE_ANON_KEY ?? '').trim(),
    siteUrl: origin(env.VITE_SITE_URL),
  }
}

export interface PreviewEnv {
  /** A link to a marketing page, absolute when the preview is deployed on its own origin. */
  marketingHref(path: MarketingPath): string
  /** Vite's `base`: the app's path prefix with its trailing slash ("/founder/"). */
  base: string
  /** The public origin without a trailing slash (a build without one fails: `checkPreviewEnv`). */
  siteUrl: string
}

/** A preview app's settings from its `import.meta.env`. */
export function previewEnv(env: PreviewEnvVariables): PreviewEnv {
  return {
    marketingHref: (path) => `${origin(env.VITE_MARKETING_ORIGIN)}${path}`,
    base: env.BASE_URL,
    siteUrl: origin(env.VITE_SITE_URL),
  }
}
