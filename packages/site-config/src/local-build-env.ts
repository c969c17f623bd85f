import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './local-supabase.ts'

/**
 * Lets a production-mode build of the marketing site keep the site content's placeholders (shown with a
 * "Sample" badge). Only the local stack sets it; a deploy's `pnpm build` without it refuses them.
 */
export const ALLOW_SAMPLE_CONTENT = 'ALLOW_SAMPLE_CONTENT'

/**
 * The build-time environment of the local stack (`pnpm start`, e2e). A production build must be given
 * real values instead: the marketing build fails with a clear message when they are missing.
 */
export function localBuildEnv(siteUrl: string): Record<string, string> {
  return {
    VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    VITE_SITE_URL: siteUrl,
    // Empty: the previews link to the marketing site on the same origin.
    VITE_MARKETING_ORIGIN: '',
    [ALLOW_SAMPLE_CONTENT]: '1',
  }
}
