import { parsePreviewEnv } from '@app/site-config'

export const { marketingHref, basename } = parsePreviewEnv(import.meta.env)
