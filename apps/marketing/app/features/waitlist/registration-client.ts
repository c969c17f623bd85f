import type { RegistrationClient } from '@app/forms/client'
import { env } from '../../env'

let loading: Promise<RegistrationClient> | undefined

/**
 * The site's one registration client, created from the validated environment. supabase-js is the
 * largest part of the form pages, so it loads after the page is interactive instead of before; a failed
 * load is forgotten so the next submit tries again.
 */
export function registrationClient(): Promise<RegistrationClient> {
  loading ??= import('@app/forms/client').then(
    ({ createRegistrationClient }) =>
      createRegistrationClient({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey }),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
