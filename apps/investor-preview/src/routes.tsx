import { previewRoutes } from '@app/ui-patterns/preview-routes'
import { marketingHref } from './env.ts'
import { investorApp } from './screens.ts'

export const routes = previewRoutes(investorApp, {
  homeHref: marketingHref('/'),
  earlyAccessHref: marketingHref('/get-early-access'),
})
