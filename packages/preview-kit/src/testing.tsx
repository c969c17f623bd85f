import { createMemoryRouter, type RouteObject } from 'react-router'
import { type PreviewApp, SCREEN_ROUTES_DIR } from './app.ts'
import { PreviewErrorBoundary } from './client/preview-document.tsx'
import PreviewNotFound from './client/preview-not-found.tsx'
import { type PreviewLinks, PreviewShell } from './client/preview-shell.tsx'

type RouteModules = Record<string, () => Promise<unknown>>

/**
 * For tests: an app's routes as React Router's framework mode builds them from `previewRoutes` (the shell around
 * every screen's route module, the first at the index, the 404 for anything else), in a memory router at `path`.
 * `modules` is the app's `import.meta.glob('./routes/*.tsx')`; a screen without its module fails here.
 */
export function previewTestRouter(app: PreviewApp, links: PreviewLinks, modules: RouteModules, path: string) {
  const screenRoute = (screenPath: string) => {
    const load = modules[`./${SCREEN_ROUTES_DIR}/${screenPath}.tsx`]
    if (!load) throw new Error(`No route module ${SCREEN_ROUTES_DIR}/${screenPath}.tsx`)
    return async () => ({ Component: ((await load()) as { default: RouteObject['Component'] }).default })
  }
  return createMemoryRouter(
    [
      {
        path: '/',
        element: <PreviewShell app={app} links={links} />,
        errorElement: <PreviewErrorBoundary app={app} links={links} />,
        children: [
          { index: true, lazy: screenRoute(app.screens[0].path) },
          ...app.screens.map((screen) => ({ path: screen.path, lazy: screenRoute(screen.path) })),
          { path: '*', Component: PreviewNotFound },
        ],
      },
    ],
    { initialEntries: [path] },
  )
}
