// Build time only (Node): it brings zod, which no browser bundle should carry for a few strings.
import type { Plugin } from 'vite'
import * as z from 'zod/mini'
import type { MarketingEnvVariables, PreviewEnvVariables } from './env-variables.ts'

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
  VITE_SITE_URL: z.optional(z.string()),
} satisfies Record<Exclude<keyof PreviewEnvVariables, 'BASE_URL'>, z.ZodMiniType>)

function check(app: string, schema: z.ZodMiniType, raw: Record<string, unknown>, hint: string[]): void {
  const result = schema.safeParse(raw)
  if (result.success) return
  throw new Error(
    [
      `Invalid ${app} environment:`,
      ...result.error.issues.map((issue) => `  ${issue.message}`),
      ...hint,
    ].join('\n'),
  )
}

/** The marketing build needs the hosted Data API, its anon key and the public origin; a deploy gets no defaults. */
export function checkMarketingEnv(raw: Record<string, unknown>): void {
  check('marketing', marketingSchema, raw, [
    'A production build needs VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and VITE_SITE_URL',
    '(the hosted Data API, its anon key and the public site origin). The local stack builds with',
    'localBuildEnv() from @app/site-config.',
  ])
}

/** A preview build needs nothing, but a marketing origin it is given must be one. */
export function checkPreviewEnv(raw: Record<string, unknown>): void {
  check('preview', previewSchema, raw, [])
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
