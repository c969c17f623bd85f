import type { RouteObject } from 'react-router'
import { FounderLayout } from './layout/founder-layout.tsx'
import { NotFoundScreen } from './layout/not-found-screen.tsx'
import { RouteError } from './layout/route-error.tsx'
import { ScreenSkeleton } from './layout/screen-skeleton.tsx'
import { dashboardScreen, type FounderScreen, founderScreens } from './screens.ts'

export interface ScreenHandle {
  title: string
}

function screenRoute(screen: FounderScreen): Omit<RouteObject, 'index' | 'path' | 'children'> {
  // The skeleton is static (not part of the lazy chunk) so it shows while the first screen chunk loads.
  return {
    lazy: screen.load,
    HydrateFallback: ScreenSkeleton,
    handle: { title: screen.label } satisfies ScreenHandle,
  }
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: FounderLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // A second boundary inside the layout keeps the top bar usable when a screen fails.
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...screenRoute(dashboardScreen) },
          ...founderScreens.map((screen) => ({ path: screen.path, ...screenRoute(screen) })),
          {
            path: '*',
            Component: NotFoundScreen,
            handle: { title: 'Page not found' } satisfies ScreenHandle,
          },
        ],
      },
    ],
  },
]
