import type { MarketingEnvVariables, PreviewEnvVariables } from './env-variables.ts'
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './local-supabase.ts'
import { GATEWAY_PORT } from './ports.ts'

/**
 * Lets a production-mode build of the marketing site keep the site content's placeholders (shown with a
 * "Sample" badge). Only the local stack sets it; a deploy's `pnpm build` without it refuses them.
 */
export const ALLOW_SAMPLE_CONTENT = 'ALLOW_SAMPLE_CONTENT'

/**
 * Every variable a build of the local stack sets: each app's (BASE_URL is Vite's own) and the sample-content
 * switch. A variable renamed or added in an app's list fails to type-check here until it has its value.
 */
export type LocalBuildEnv = Record<
  keyof MarketingEnvVariables | Exclude<keyof PreviewEnvVariables, 'BASE_URL'> | typeof ALLOW_SAMPLE_CONTENT,
  string
>

/**
 * The build-time environment of the local stack (`pnpm start`, e2e). A production build must be given
 * real values instead: the marketing build fails with a clear message when they are missing.
 */
export function localBuildEnv(siteUrl: string): LocalBuildEnv {
  return {
    VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    VITE_SITE_URL: siteUrl,
    // Empty: the previews link to the marketing site on the same origin.
    VITE_MARKETING_ORIGIN: '',
    [ALLOW_SAMPLE_CONTENT]: '1',
  }
}

/**
 * Fills the local stack's values (`localBuildEnv`, the site at the gateway's default port) into `process.env`
 * where a variable is missing or blank, keeping any given: for `vite dev` and the marketing tests, which run
 * with no configuration. In Node only, before any app module reads `import.meta.env`.
 */
export function fillLocalBuildEnv(): void {
  for (const [key, value] of Object.entries(localBuildEnv(`http://localhost:${GATEWAY_PORT}`)))
    if (!process.env[key]?.trim()) process.env[key] = value
}
