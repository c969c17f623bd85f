import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { PREVIEW_ROOT_ID, PreviewRoot } from './preview-root.tsx'

/**
 * Starts a preview app in the browser. A built page holds the prerendered screen (see the preview-pages build
 * plugin): the matched screen's module is loaded before hydrating, so the first render is that screen and not
 * its loading fallback, which would not match the markup. In `vite dev` the root is empty: a plain render.
 */
export async function startPreviewApp(routes: RouteObject[], basename: string): Promise<void> {
  const container = document.getElementById(PREVIEW_ROOT_ID)
  if (!container) throw new Error(`The page has no #${PREVIEW_ROOT_ID} element`)
  const prerendered = container.firstElementChild !== null
  if (prerendered) {
    const lazyMatches = matchRoutes(routes, location, basename)?.filter((match) => match.route.lazy) ?? []
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return
        Object.assign(route, { ...(await route.lazy()), lazy: undefined })
      }),
    )
  }
  const app = (
    <PreviewRoot>
      <RouterProvider router={createBrowserRouter(routes, { basename })} />
    </PreviewRoot>
  )
  if (prerendered) hydrateRoot(container, app)
  else createRoot(container).render(app)
}
