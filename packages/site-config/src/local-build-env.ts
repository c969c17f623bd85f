import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './local-supabase.ts'

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
  }
}
