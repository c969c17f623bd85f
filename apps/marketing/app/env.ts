import type { MarketingEnvVariables } from '@app/site-config'
import { marketingEnv } from '@app/site-config/app-env'

declare global {
  // The variables this app reads, as listed in @app/site-config, typed on Vite's `import.meta.env`.
  interface ImportMetaEnv extends Readonly<MarketingEnvVariables> {}
}

/**
 * The site's settings from its build's environment. `vite.config.ts` has already refused a build with a
 * missing or malformed value (`checkMarketingEnv`), so a deploy can never ship the localhost Data API
 * address; `vite dev` and the tests get the local stack's values (`fillLocalBuildEnv`, in Node). Each variable
 * is named on its own so Vite inlines just these three into the browser bundle.
 */
export const env = marketingEnv({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
})
