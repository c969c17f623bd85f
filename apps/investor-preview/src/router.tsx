import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppLayout, AppLoading, RouteError } from './app-layout.tsx'
import { basename } from './env.ts'
import { paths } from './paths.ts'

// Each screen is its own chunk: the dashboard (the usual first route) never pays for the charts of the others.
const dashboard = async () => ({
  Component: (await import('./screens/dashboard-screen.tsx')).DashboardScreen,
})

const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: AppLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: dashboard },
      { path: paths.dashboard.slice(1), lazy: dashboard },
      {
        path: paths.discover.slice(1),
        lazy: async () => ({ Component: (await import('./screens/discover-screen.tsx')).DiscoverScreen }),
      },
      {
        path: paths.portfolio.slice(1),
        lazy: async () => ({ Component: (await import('./screens/portfolio-screen.tsx')).PortfolioScreen }),
      },
      {
        path: paths.analytics.slice(1),
        lazy: async () => ({ Component: (await import('./screens/analytics-screen.tsx')).AnalyticsScreen }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./screens/not-found-screen.tsx')).NotFoundScreen }),
      },
    ],
  },
]

export const router = createBrowserRouter(routes, { basename })
