import { EARLY_ACCESS_PATH, type PreviewEnvVariables } from '@app/site-config'
import { previewEnv } from '@app/site-config/app-env'

declare global {
  // The variables a preview reads, as listed in @app/site-config, typed on Vite's `import.meta.env`.
  interface ImportMetaEnv extends Readonly<PreviewEnvVariables> {}
}

/**
 * A preview app's settings from its build's environment (this module is compiled by each app's Vite build, so
 * `import.meta.env` is that app's). Each variable is named on its own: Vite then inlines just these values,
 * where handing over `import.meta.env` whole would put every `VITE_*` variable of the build into the bundle
 * (the Supabase address and key, which the previews never use, and whatever a later build adds).
 */
const env = previewEnv({
  VITE_MARKETING_ORIGIN: import.meta.env.VITE_MARKETING_ORIGIN,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  BASE_URL: import.meta.env.BASE_URL,
})

export const { base, siteUrl } = env

/** Where the top bar's logo and Get Early Access lead: the marketing site. */
export const links = {
  homeHref: env.marketingHref('/'),
  earlyAccessHref: env.marketingHref(EARLY_ACCESS_PATH),
}
