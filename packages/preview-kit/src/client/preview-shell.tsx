import { createContext, type ReactNode, useContext } from 'react'
import { Outlet, ScrollRestoration, useHref, useNavigation } from 'react-router'
import { type PreviewApp, screenAt } from '../app.ts'
import { PreviewLayout } from './preview-layout.tsx'
import { EarlyAccessHrefContext } from './preview-notice.tsx'
import { PreviewTopBar } from './preview-top-bar.tsx'

export interface PreviewLinks {
  /** The marketing site's home page. */
  homeHref: string
  /** The marketing site's Get Early Access page. */
  earlyAccessHref: string
}

export interface PreviewShellProps {
  app: PreviewApp
  links: PreviewLinks
}

const PreviewAppContext = createContext<PreviewShellProps | null>(null)

/** The app and its links, for route modules the kit owns (the 404 screen). */
export function usePreviewApp(): PreviewShellProps {
  const value = useContext(PreviewAppContext)
  if (!value) throw new Error('usePreviewApp needs the preview shell around it')
  return value
}

/**
 * While the next screen's code loads: a thin bar, so a click on the nav visibly did something, and the same
 * said to a screen reader ("Loading Progress…"), whose focus stays on the link until the screen arrives. The
 * status stays mounted, empty when idle, because screen readers announce a change to a live region, not a
 * region that appears with its text already in it.
 */
function NavigationProgress({ app }: Pick<PreviewShellProps, 'app'>) {
  const navigation = useNavigation()
  // The pending location is the router's own, with the app's base still in front (useLocation's is not).
  const basename = useHref('/')
  const loading = navigation.state !== 'idle'
  const label = loading ? screenAt(app, navigation.location.pathname, basename)?.label : undefined
  return (
    <>
      <p role="status" className="sr-only">
        {loading ? `Loading ${label ?? 'the page'}…` : ''}
      </p>
      {loading && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent-100">
          <div className="h-full w-1/3 animate-pulse bg-gradient-brand" />
        </div>
      )}
    </>
  )
}

/** Top bar + main landmark; also used around the root error boundary, so it must not need an outlet. */
export function PreviewFrame({ app, links, children }: PreviewShellProps & { children: ReactNode }) {
  const [index] = app.screens
  const navItems = app.screens.map((screen) => ({
    label: screen.label,
    icon: screen.icon,
    to: `/${screen.path}`,
    end: true,
    alsoAtIndex: screen === index,
  }))
  return (
    <PreviewAppContext value={{ app, links }}>
      <EarlyAccessHrefContext value={links.earlyAccessHref}>
        <PreviewLayout
          topBar={
            <PreviewTopBar
              brandName={app.brandName}
              areaLabel={app.areaLabel}
              navItems={navItems}
              homeHref={links.homeHref}
              earlyAccessHref={links.earlyAccessHref}
            />
          }
        >
          {children}
        </PreviewLayout>
      </EarlyAccessHrefContext>
    </PreviewAppContext>
  )
}

/**
 * The root route's component: frame, the matched screen, scroll handling (the toaster comes with the first
 * preview notice). The document title and meta tags come from the root route's `meta` (see meta.ts), in the
 * prerender and on navigation alike.
 */
export function PreviewShell({ app, links }: PreviewShellProps) {
  return (
    <PreviewFrame app={app} links={links}>
      <NavigationProgress app={app} />
      <Outlet />
      {/* A new path starts at the top; Back/Forward restore where the visitor was. View changes inside a
          screen (search params) pass preventScrollReset so filtering doesn't jump to the top. */}
      <ScrollRestoration />
    </PreviewFrame>
  )
}
