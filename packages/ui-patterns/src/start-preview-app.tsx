import { startTransition } from 'react'
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
      {/* Hydration data (none: the screens have no loaders) tells the router the page was prerendered, so its
          scroll restoration keeps where a visitor has already scrolled instead of jumping to the top. */}
      <RouterProvider
        router={createBrowserRouter(routes, { basename, hydrationData: prerendered ? {} : undefined })}
      />
    </PreviewRoot>
  )
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole screen: the page stays responsive (scrolling, the held input's feedback) while it hydrates.
  if (prerendered)
    startTransition(() => {
      hydrateRoot(container, app)
    })
  else createRoot(container).render(app)
}
