import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '@app/site-config'
import { assertServiceKey } from './api-key.ts'
import { KEY_VARIABLE, URL_VARIABLE, type WaitlistEnv } from './env.ts'
import { usageError } from './errors.ts'

/** Where the tool reads from: a Supabase project (or the local Data API) and a key allowed to read it. */
export interface DataApiTarget {
  /** The project URL without a trailing slash, e.g. https://abc.supabase.co. */
  url: string
  key: string
  /** How to name the key in messages (never the key itself). */
  keySource: string
}

/** Accepts the project URL with or without a trailing slash or the /rest/v1 suffix people copy along. */
export const projectUrl = (url: string) => url.replace(/\/+$/, '').replace(/\/rest\/v1$/, '')

/**
 * `--local`: the local Data API with the Supabase CLI's public demo service key. Otherwise SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY, which must be a service-role key.
 */
export function resolveTarget(local: boolean, env: WaitlistEnv): DataApiTarget {
  if (local) {
    return {
      url: LOCAL_SUPABASE_URL,
      key: LOCAL_SERVICE_ROLE_KEY,
      keySource: 'the local demo service key (--local)',
    }
  }
  const url = env[URL_VARIABLE]
  const key = env[KEY_VARIABLE]
  const missing = [url === undefined && URL_VARIABLE, key === undefined && KEY_VARIABLE].filter(Boolean)
  if (url === undefined || key === undefined) {
    throw usageError(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set ${URL_VARIABLE} to the ` +
        `Supabase project URL and ${KEY_VARIABLE} to its secret (service_role) key, or pass --local to use the ` +
        'local Data API.',
    )
  }
  assertServiceKey(key, KEY_VARIABLE)
  return { url: projectUrl(url), key, keySource: KEY_VARIABLE }
}
