// Server-only (the preview apps' build prerenders with it, in Node): it imports react-dom/server, so no browser
// module may import it.
import { earlyInputScript } from '@app/ui/lib/early-input'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router'
import { type ClientStateKeys, ClientStateKeysContext } from '../client-state.tsx'
import { viewPendingScript } from '../lib/view-pending-script.ts'
import { PreviewRoot, VIEW_PENDING_ATTRIBUTE } from '../preview-root.tsx'

export interface PrerenderedPage {
  /** The markup of the app's root element. */
  html: string
  /** The page's inline <head> script: holds early input, and hides a screen whose view is not the default. */
  headScript: string
}

/**
 * Renders one address of a preview app as the browser will hydrate it: the matched screen's module is loaded
 * first (React Router's static handler resolves `lazy`), then the same tree the browser renders.
 */
export async function prerenderPage(
  routes: RouteObject[],
  basename: string,
  pathname: string,
): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes, { basename })
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')))
  if (context instanceof Response) throw new Error(`Prerendering ${pathname} answered ${context.status}`)
  if (context.errors) throw new Error(`Prerendering ${pathname} failed: ${JSON.stringify(context.errors)}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const keys: ClientStateKeys = { params: new Set(), sessionKeys: new Set() }
  const html = renderToString(
    <ClientStateKeysContext value={keys}>
      <PreviewRoot>
        {/* No hydration data: the screens have no loaders, and the browser resolves the screen's module itself. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PreviewRoot>
    </ClientStateKeysContext>,
  )
  const headScript = [
    earlyInputScript(),
    viewPendingScript(VIEW_PENDING_ATTRIBUTE, [...keys.params].sort(), [...keys.sessionKeys].sort()),
  ]
    .filter(Boolean)
    .join(';')
  return { html, headScript }
}
