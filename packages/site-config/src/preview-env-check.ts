// Build time only (Node): it brings zod, which no browser bundle should carry for three strings.
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
  VITE_MARKETING_ORIGIN: z.optional(originWithoutTrailingSlash),
  /** The public origin, for the pages' og:url and absolute social images; empty when unknown (local dev). */
  VITE_SITE_URL: z.optional(z.string()),
})

/**
 * Checks the environment a preview app is built with (the preview apps' Vite config runs it), so a malformed
 * value fails the build, naming the variable, instead of shipping links that go nowhere. The browser code then
 * reads the same values unchecked (`previewEnv`).
 */
export function checkPreviewEnv(raw: Record<string, unknown>): void {
  previewEnvSchema.parse(raw)
}
