import type { RegistrationClient } from '@app/forms/client'
import { loadOnce } from '@app/ui/lib/load-once'
import { env } from '../../env'

/**
 * The site's one registration client, created from the validated environment. Its code (the Data API client,
 * `@supabase/postgrest-js`) is first needed at the submit, so it loads once the visitor starts on the form
 * (`prepareToSubmit`), not with the page; a failed load is forgotten so the next submit tries again.
 */
export const registrationClient: () => Promise<RegistrationClient> = loadOnce(() =>
  import('@app/forms/client').then(({ createRegistrationClient }) =>
    createRegistrationClient({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey }),
  ),
)
