import type { RegistrationClient } from '@app/forms/client'
import { loadOnce } from '@app/ui/lib/load-once'
import { env } from '../../env'

/**
 * The site's one registration client, created from the validated environment. supabase-js is the
 * largest part of the form pages, so it loads after the page is interactive instead of before; a failed
 * load is forgotten so the next submit tries again.
 */
export const registrationClient: () => Promise<RegistrationClient> = loadOnce(() =>
  import('@app/forms/client').then(({ createRegistrationClient }) =>
    createRegistrationClient({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey }),
  ),
)
