import * as z from 'zod/mini'

const originWithoutTrailingSlash = z.string().check(
  z.refine((value) => {
    if (value === '') return true
    try {
      return new URL(value).origin === value
    } catch {
      return false
    }
  }, 'VITE_MARKETING_ORIGIN must be empty (same domain) or an absolute origin such as https://example.com'),
)

const envSchema = z.object({
  /** Where the marketing site lives; empty when it shares this app's domain (behind the gateway). */
  VITE_MARKETING_ORIGIN: z._default(originWithoutTrailingSlash, ''),
  BASE_URL: z.string(),
})

const env = envSchema.parse(import.meta.env)

/** A link to a marketing page, absolute when the preview is deployed on its own origin. */
export function marketingHref(path: `/${string}`): string {
  return `${env.VITE_MARKETING_ORIGIN}${path}`
}

/** The router basename: Vite's `base` (the app's path prefix) without its trailing slash. */
export const basename = env.BASE_URL.replace(/\/$/, '')
