import { previewRoutes } from '@app/ui-patterns/preview-routes'
import { marketingHref } from './env.ts'
import { founderApp } from './screens.ts'

export const routes = previewRoutes(founderApp, {
  homeHref: marketingHref('/'),
  earlyAccessHref: marketingHref('/get-early-access'),
})
