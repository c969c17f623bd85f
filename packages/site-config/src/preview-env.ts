// Kept out of the package index: it brings zod, which the marketing site's client bundle must not load.
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

const previewEnvSchema = z.object({
  /** Where the marketing site lives; empty when it shares this app's domain (behind the gateway). */
  VITE_MARKETING_ORIGIN: z._default(originWithoutTrailingSlash, ''),
  BASE_URL: z.string(),
})

export interface PreviewEnv {
  /** A link to a marketing page, absolute when the preview is deployed on its own origin. */
  marketingHref(path: `/${string}`): string
  /** The router basename: Vite's `base` (the app's path prefix) without its trailing slash. */
  basename: string
}

/** Validates a preview app's `import.meta.env`; throws naming the offending variable. */
export function parsePreviewEnv(raw: Record<string, unknown>): PreviewEnv {
  const env = previewEnvSchema.parse(raw)
  return {
    marketingHref: (path) => `${env.VITE_MARKETING_ORIGIN}${path}`,
    basename: env.BASE_URL.replace(/\/$/, ''),
  }
}
