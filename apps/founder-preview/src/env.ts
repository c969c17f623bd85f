import { parsePreviewEnv } from '@app/site-config/preview-env'

export const { marketingHref, basename } = parsePreviewEnv(import.meta.env)
