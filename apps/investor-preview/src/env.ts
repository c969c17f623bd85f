import { previewEnv } from '@app/site-config/preview-env'

export const { marketingHref, base, siteUrl } = previewEnv(import.meta.env)

/** Where the top bar's logo and Get Early Access lead: the marketing site. */
export const links = { homeHref: marketingHref('/'), earlyAccessHref: marketingHref('/get-early-access') }
