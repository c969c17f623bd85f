import { Toaster } from '@app/ui/components/toaster'
import { type ReactNode, useEffect } from 'react'
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router'
import { type PreviewApp, previewDocumentTitle } from './lib/preview-app.ts'
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

/** A route's `handle`: the screen's name for the document title. */
export interface PreviewRouteHandle {
  title: string
}

function isRouteHandle(handle: unknown): handle is PreviewRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
  )
}

/** A thin bar while the next screen's chunk loads, so a click on the nav visibly did something. */
function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent-100">
      <div className="h-full w-1/3 animate-pulse bg-gradient-brand" />
    </div>
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
    <EarlyAccessHrefContext value={links.earlyAccessHref}>
      <PreviewLayout
        topBar={
          <PreviewTopBar
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
  )
}

/** The layout route of a preview app: frame, document title from the matched screen, scroll handling. */
export function PreviewShell({ app, links }: PreviewShellProps) {
  const handle = useMatches().findLast((match) => isRouteHandle(match.handle))?.handle
  const title = isRouteHandle(handle) ? handle.title : undefined

  useEffect(() => {
    document.title = previewDocumentTitle(app, title)
  }, [app, title])

  return (
    <PreviewFrame app={app} links={links}>
      <NavigationProgress />
      <Outlet />
      <Toaster />
      {/* Spec §2: a new path starts at the top; Back/Forward restore where the visitor was. View changes
          inside a screen (search params) pass preventScrollReset so filtering doesn't jump to the top. */}
      <ScrollRestoration />
    </PreviewFrame>
  )
}
