import { z } from 'zod'
import { usageError } from './errors.ts'

export const URL_VARIABLE = 'SUPABASE_URL'
export const KEY_VARIABLE = 'SUPABASE_SERVICE_ROLE_KEY'

const envSchema = z.object({
  [URL_VARIABLE]: z
    .url({ protocol: /^https?$/, error: 'must be the project URL, e.g. https://<project-ref>.supabase.co' })
    .optional(),
  [KEY_VARIABLE]: z.string().optional(),
})

export type WaitlistEnv = z.output<typeof envSchema>

/** The tool's environment, validated; empty or blank variables count as unset. */
export function readEnv(env: NodeJS.ProcessEnv): WaitlistEnv {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((name) => [name, env[name]?.trim() || undefined]),
  )
  const result = envSchema.safeParse(present)
  if (!result.success) throw usageError(`Invalid environment:\n${z.prettifyError(result.error)}`)
  return result.data
}
