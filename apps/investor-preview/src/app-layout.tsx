import { EmptyState } from '@app/ui/components/empty-state'
import { PreviewLayout } from '@app/ui/components/preview-layout'
import { type PreviewNavItem, PreviewTopBar } from '@app/ui/components/preview-top-bar'
import { BarChart3, Briefcase, Compass, LayoutDashboard, LoaderCircle, TriangleAlert } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useRouteError } from 'react-router'
import { AREA_LABEL } from './document-title.ts'
import { marketingHref } from './env.ts'
import { paths } from './paths.ts'
import { useScreenTitle } from './use-screen-title.ts'

const navItems: PreviewNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard, end: true, alsoAtIndex: true },
  { label: 'Discover', to: paths.discover, icon: Compass },
  { label: 'My Portfolio', to: paths.portfolio, icon: Briefcase },
  { label: 'Analytics', to: paths.analytics, icon: BarChart3 },
]

function AppShell({ children }: { children: ReactNode }) {
  return (
    <PreviewLayout
      topBar={
        <PreviewTopBar
          areaLabel={AREA_LABEL}
          navItems={navItems}
          homeHref={marketingHref('/')}
          earlyAccessHref={marketingHref('/get-early-access')}
        />
      }
    >
      {children}
    </PreviewLayout>
  )
}

function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent-100">
      <div className="h-full w-1/3 animate-pulse bg-gradient-brand" />
    </div>
  )
}

export function AppLayout() {
  const { pathname } = useLocation()
  useEffect(() => {
    // Spec §2: the page scrolls to the top on every path change.
    window.scrollTo(0, 0)
  }, [pathname])

  return (
    <AppShell>
      <NavigationProgress />
      <Outlet />
    </AppShell>
  )
}

/** Shown while the first screen's chunk loads. */
export function AppLoading() {
  return (
    <AppShell>
      <div role="status" className="grid min-h-[50vh] place-items-center text-muted-foreground">
        <span className="flex items-center gap-2 text-sm">
          <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />
          Loading the investor preview…
        </span>
      </div>
    </AppShell>
  )
}

function errorDetails(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}` }
  if (error instanceof Error) return { message: error.message, stack: error.stack }
  return { message: String(error) }
}

/** Spec §8: an unexpected rendering or routing failure shows "Unexpected Application Error!". */
export function RouteError() {
  const error = useRouteError()
  const { message, stack } = errorDetails(error)
  useScreenTitle('Error')
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <AppShell>
      <EmptyState
        role="alert"
        icon={TriangleAlert}
        title={<span className="text-xl">Unexpected Application Error!</span>}
        description={message}
      >
        {stack ? (
          <pre className="max-h-64 w-full max-w-2xl overflow-auto rounded-lg bg-muted p-4 text-left text-muted-foreground text-xs">
            {stack}
          </pre>
        ) : null}
        <a
          href={marketingHref('/')}
          className="font-medium text-accent-700 text-sm underline-offset-4 hover:underline"
        >
          Return Home
        </a>
      </EmptyState>
    </AppShell>
  )
}
