import { z } from 'zod'

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  // Supabase refuses shorter JWT secrets.
  JWT_SECRET: z.string().min(32).optional(),
})

export type DataApiEnv = z.output<typeof envSchema>

/** The Data API's environment, validated; empty variables count as unset. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): DataApiEnv {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((name) => [name, env[name] || undefined]),
  )
  const result = envSchema.safeParse(present)
  if (!result.success) throw new Error(`Invalid Data API environment:\n${z.prettifyError(result.error)}`)
  return result.data
}
