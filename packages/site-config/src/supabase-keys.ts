/**
 * Supabase's API keys as a client tells them apart. New-format keys (`sb_secret_…`, `sb_publishable_…`) are not
 * JWTs: they go in the `apikey` header only, because Supabase's gateway refuses them as bearer tokens. Legacy
 * keys are JWTs whose `role` claim says what they may do; they also go in `Authorization: Bearer`.
 */
export const SECRET_KEY_PREFIX = 'sb_secret_'
export const PUBLISHABLE_KEY_PREFIX = 'sb_publishable_'

/** A new-format key, sent in `apikey` only. */
export const isNewFormatKey = (key: string): boolean =>
  key.startsWith(SECRET_KEY_PREFIX) || key.startsWith(PUBLISHABLE_KEY_PREFIX)
