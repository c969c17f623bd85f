import type { RouteObject } from 'react-router'
import { NOT_FOUND_TITLE, type PreviewApp, type PreviewScreen } from './lib/preview-app.ts'
import { PreviewNotFound } from './preview-not-found.tsx'
import { PreviewRouteError } from './preview-route-error.tsx'
import { PreviewFrame, type PreviewLinks, type PreviewRouteHandle, PreviewShell } from './preview-shell.tsx'
import { PreviewSkeleton } from './preview-skeleton.tsx'

function screenRoute(screen: PreviewScreen) {
  // The skeleton is static (not part of the lazy chunk) so it shows while the first screen chunk loads.
  return {
    lazy: screen.load,
    HydrateFallback: PreviewSkeleton,
    handle: { title: screen.label } satisfies PreviewRouteHandle,
  }
}

/**
 * The whole route table of a preview app, from its screen list: the first screen at the index and at its own
 * path, every screen at its path, the 404 for anything else, and two error boundaries (the inner one keeps
 * the top bar usable when a screen fails; the outer one catches the shell itself).
 */
export function previewRoutes(app: PreviewApp, links: PreviewLinks): RouteObject[] {
  const [index] = app.screens
  return [
    {
      path: '/',
      element: <PreviewShell app={app} links={links} />,
      errorElement: (
        <PreviewFrame app={app} links={links}>
          <PreviewRouteError />
        </PreviewFrame>
      ),
      children: [
        {
          errorElement: <PreviewRouteError />,
          children: [
            { index: true, ...screenRoute(index) },
            ...app.screens.map((screen) => ({ path: screen.path, ...screenRoute(screen) })),
            {
              path: '*',
              element: (
                <PreviewNotFound description={app.notFoundDescription} homeLabel={`Back to ${index.label}`} />
              ),
              handle: { title: NOT_FOUND_TITLE } satisfies PreviewRouteHandle,
            },
          ],
        },
      ],
    },
  ]
}
