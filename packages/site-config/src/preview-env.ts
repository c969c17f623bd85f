import type { PreviewEnvVariables } from './env-variables.ts'
import type { MarketingPath } from './marketing-paths.ts'

export interface PreviewEnv {
  /** A link to a marketing page, absolute when the preview is deployed on its own origin. */
  marketingHref(path: MarketingPath): string
  /** Vite's `base`: the app's path prefix with its trailing slash ("/founder/"). */
  base: string
  /** The public origin without a trailing slash, or empty when unknown. */
  siteUrl: string
}

/** A preview app's settings from its `import.meta.env`. */
export function previewEnv(env: PreviewEnvVariables): PreviewEnv {
  return {
    marketingHref: (path) => `${env.VITE_MARKETING_ORIGIN ?? ''}${path}`,
    base: env.BASE_URL,
    siteUrl: (env.VITE_SITE_URL ?? '').replace(/\/$/, ''),
  }
}
