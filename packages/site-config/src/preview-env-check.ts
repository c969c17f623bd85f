// Build time only (Node): it brings zod, which no browser bundle should carry for three strings.
import * as z from 'zod/mini'
import type { PreviewEnvVariables } from './env-variables.ts'

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
  VITE_MARKETING_ORIGIN: z.optional(originWithoutTrailingSlash),
  VITE_SITE_URL: z.optional(z.string()),
} satisfies Record<Exclude<keyof PreviewEnvVariables, 'BASE_URL'>, z.ZodMiniType>)

/**
 * Checks the environment a preview app is built with (the preview apps' Vite config runs it), so a malformed
 * value fails the build, naming the variable, instead of shipping links that go nowhere. The browser code then
 * reads the same values unchecked (`previewEnv`).
 */
export function checkPreviewEnv(raw: Record<string, unknown>): void {
  previewEnvSchema.parse(raw)
}
