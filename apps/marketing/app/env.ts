import type { MarketingEnvVariables } from '@app/site-config'
import { z } from 'zod'

declare global {
  // The variables this app reads, as listed in @app/site-config, typed on Vite's `import.meta.env`.
  interface ImportMetaEnv extends Readonly<MarketingEnvVariables> {}
}

export interface Env {
  /** Public address of the Supabase Data API the waitlist forms insert into. */
  supabaseUrl: string
  /** Public anonymous-role key: nobody signs in, so every insert is made as an anonymous visitor. */
  supabaseAnonKey: string
  /** Public origin of the site, without a trailing slash: canonical URLs, Open Graph, sitemap, QR codes. */
  siteUrl: string
}

export type RawEnv = MarketingEnvVariables

type ResolvedEnv = Record<keyof MarketingEnvVariables, string>

const requiredKeys = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_SITE_URL',
] as const satisfies readonly (keyof MarketingEnvVariables)[]

/** Blank values count as missing. */
function trimmed(raw: RawEnv): RawEnv {
  const resolved: RawEnv = {}
  for (const key of requiredKeys) {
    const value = raw[key]?.trim()
    resolved[key] = value ? value : undefined
  }
  return resolved
}

function toEnv(resolved: ResolvedEnv): Env {
  return {
    supabaseUrl: resolved.VITE_SUPABASE_URL,
    supabaseAnonKey: resolved.VITE_SUPABASE_ANON_KEY,
    siteUrl: resolved.VITE_SITE_URL.replace(/\/+$/, ''),
  }
}

/**
 * Validates the build environment. A missing value is an error rather than a silent fallback, so a deploy can
 * never ship the localhost Data API address. `vite dev` and the tests get the local stack's values in Node
 * (`fillLocalBuildEnv` from @app/site-config, called by vite.config.ts and vitest.setup.ts), never from browser
 * code.
 */
export function parseEnv(raw: RawEnv): Env {
  // Built inside the function so the browser bundle, which never calls it, tree-shakes zod away.
  const problem = (invalid: string) => (issue: { input?: unknown }) =>
    issue.input === undefined ? 'is missing' : invalid
  const httpUrl = z.url({ protocol: /^https?$/, error: problem('must be an http(s) URL') })
  const schema = z.object({
    VITE_SUPABASE_URL: httpUrl,
    VITE_SUPABASE_ANON_KEY: z.string({ error: problem('must be a string') }),
    VITE_SITE_URL: httpUrl,
  } satisfies Record<keyof MarketingEnvVariables, z.ZodType>)
  const result = schema.safeParse(trimmed(raw))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`)
    throw new Error(
      [
        'Invalid marketing environment:',
        ...problems,
        `A production build needs ${requiredKeys.slice(0, -1).join(', ')} and ${requiredKeys.at(-1)}`,
        '(the hosted Data API, its anon key and the public site origin). The local stack builds with',
        'localBuildEnv() from @app/site-config.',
      ].join('\n'),
    )
  }
  return toEnv(result.data)
}

const raw: RawEnv = {
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
}

/**
 * zod validation runs where the site is built and served in development (prerendering, the dev server,
 * tests), so a bad configuration fails the build. The browser receives the same values inlined by Vite
 * at build time and skips zod, which keeps it out of the landing page's bundle.
 */
function loadEnv(): Env {
  if (!import.meta.env.SSR) return toEnv(raw as ResolvedEnv)
  try {
    return parseEnv(raw)
  } catch (error) {
    // Prerendering turns a throw here into a bare "500 while prerendering /"; print the reason itself.
    console.error(error instanceof Error ? error.message : error)
    throw error
  }
}

export const env: Env = loadEnv()
