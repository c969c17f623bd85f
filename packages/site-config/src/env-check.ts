// Build time only (Node): it brings zod, which no browser bundle should carry for a few strings.
import type { Plugin } from 'vite'
import * as z from 'zod/mini'
import type { MarketingEnvVariables, PreviewEnvVariables } from './env-variables.ts'
import { jwtClaims } from './jwt-claims.ts'
import { isLocalUrl } from './local-url.ts'
import { SECRET_KEY_PREFIX } from './supabase-keys.ts'

// Each app's Vite config checks its build's variables with these (`checkEnvOnBuild`), so a missing or
// malformed value fails the build (and `vite dev`) with a message naming it, instead of shipping a site that
// posts nowhere or links that go nowhere. The browser code then reads the same values unchecked (`./app-env`).

/** Blank counts as missing: a deploy that sets `VITE_SITE_URL=` has not set it. */
const present = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

const required = (name: string) => z.pipe(z.transform(present), z.string({ error: `${name} is missing` }))

const httpUrl = (name: string) =>
  z.pipe(required(name), z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }))

/** Empty (the marketing site shares the preview's domain) or a bare origin such as https://example.com. */
const originOrEmpty = (name: string) =>
  z.string().check(
    z.refine((value) => {
      if (value === '') return true
      try {
        return new URL(value).origin === value
      } catch {
        return false
      }
    }, `${name} must be empty (same domain) or an absolute origin such as https://example.com`),
  )

const marketingSchema = z.object({
  VITE_SUPABASE_URL: httpUrl('VITE_SUPABASE_URL'),
  VITE_SUPABASE_ANON_KEY: required('VITE_SUPABASE_ANON_KEY'),
  VITE_SITE_URL: httpUrl('VITE_SITE_URL'),
} satisfies Record<keyof MarketingEnvVariables, z.ZodMiniType>)

const previewSchema = z.object({
  VITE_MARKETING_ORIGIN: z.optional(originOrEmpty('VITE_MARKETING_ORIGIN')),
  VITE_SITE_URL: httpUrl('VITE_SITE_URL'),
} satisfies Record<Exclude<keyof PreviewEnvVariables, 'BASE_URL'>, z.ZodMiniType>)

/** A build's refusal: every problem on a line of its own, then what the build needs. */
function invalidEnv(app: string, problems: readonly string[], hint: readonly string[]): Error {
  return new Error(
    [`Invalid ${app} environment:`, ...problems.map((problem) => `  ${problem}`), ...hint].join('\n'),
  )
}

/** The variables as `schema` reads them; a build with any value it refuses fails, naming each. */
function parseEnv<Schema extends z.ZodMiniType>(
  app: string,
  schema: Schema,
  raw: Record<string, unknown>,
  hint: readonly string[],
): z.infer<Schema> {
  const result = schema.safeParse(raw)
  if (!result.success)
    throw invalidEnv(
      app,
      result.error.issues.map((issue) => issue.message),
      hint,
    )
  return result.data
}

/**
 * What the parsed values must not be, as sentences. VITE_SUPABASE_ANON_KEY is inlined into every visitor's
 * browser, so it must be the anon (or publishable) key: a service_role or secret key there would let anyone read
 * every signup. A site served from anywhere but this machine must not post to this machine's Data API, nor use
 * the Supabase CLI's demo key, which is signed with a secret everyone knows (a project that accepts it lets
 * anyone sign a service_role key).
 */
function keyAndTargetProblems(env: z.infer<typeof marketingSchema>): string[] {
  const problems: string[] = []
  const key = env.VITE_SUPABASE_ANON_KEY
  const claims = jwtClaims(key)
  if (key.startsWith(SECRET_KEY_PREFIX))
    problems.push(
      "VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…): use the project's anon or publishable key",
    )
  else if (claims && claims.role !== 'anon')
    problems.push(
      `VITE_SUPABASE_ANON_KEY holds ${typeof claims.role === 'string' ? `the role "${claims.role}"` : 'no role'}, not "anon": use the project's anon key`,
    )
  if (!isLocalUrl(env.VITE_SITE_URL)) {
    if (isLocalUrl(env.VITE_SUPABASE_URL))
      problems.push(`VITE_SUPABASE_URL is this machine (${env.VITE_SUPABASE_URL}), but VITE_SITE_URL is not`)
    if (claims?.iss === 'supabase-demo')
      problems.push(
        "VITE_SUPABASE_ANON_KEY is the Supabase CLI's demo key, signed with a secret everyone knows: use the hosted project's anon key",
      )
  }
  return problems
}

const MARKETING_HINT = [
  'A production build needs VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and VITE_SITE_URL',
  '(the hosted Data API, its anon key and the public site origin). The local stack builds with',
  'localBuildEnv() from @app/site-config.',
]

/**
 * The marketing build needs the hosted Data API, its anon key and the public origin; a deploy gets no defaults,
 * and no key that is not the anon key, nor the local stack's values for a public site.
 */
export function checkMarketingEnv(raw: Record<string, unknown>): void {
  const problems = keyAndTargetProblems(parseEnv('marketing', marketingSchema, raw, MARKETING_HINT))
  if (problems.length > 0) throw invalidEnv('marketing', problems, MARKETING_HINT)
}

const PREVIEW_HINT = [
  "A production preview build needs VITE_SITE_URL (the public origin, for each screen's canonical address and",
  'social image) and takes VITE_MARKETING_ORIGIN where the marketing site is on another domain. The local stack',
  'builds with localBuildEnv() from @app/site-config.',
]

/**
 * A preview build needs the public origin (a shared screen's card and canonical address must be absolute), and a
 * marketing origin it is given must be one.
 */
export function checkPreviewEnv(raw: Record<string, unknown>): void {
  parseEnv('preview', previewSchema, raw, PREVIEW_HINT)
}

/**
 * A Vite plugin that runs `check` on exactly what Vite will inline as `import.meta.env` (the environment and
 * any `.env` files) when the app is built or its dev server starts, before anything is bundled. It checks at
 * those two moments only: React Router also loads the config to generate route types (`pnpm check`), and
 * starts every plugin's `buildStart` for its own route compiler, where no deploy's values are needed.
 */
export function checkEnvOnBuild(check: (env: Record<string, unknown>) => void): Plugin {
  return {
    name: 'app:check-env',
    buildApp: {
      order: 'pre',
      async handler(builder) {
        check(builder.config.env)
      },
    },
    configureServer(server) {
      check(server.config.env)
    },
  }
}
