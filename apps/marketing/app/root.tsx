import { HYDRATED_MARK } from '@app/site-config'
import interLatinHref from '@app/ui/fonts/inter-latin-wght-400-700.woff2?url'
import { lazy, Suspense, useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from 'react-router'
import type { Route } from './+types/root'
import appStylesHref from './app.css?url'
import { useIdle } from './hooks/use-idle'

export const links: Route.LinksFunction = () => [
  // The hero headline is the largest paint; fetching its font with the stylesheet instead of after it
  // (the Latin subset every page uses) brings that paint forward.
  { rel: 'preload', href: interLatinHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** The page's scripts arrive after its first paint; this records when the page has become interactive. */
function useHydratedMark() {
  useEffect(() => {
    performance.mark(HYDRATED_MARK)
  }, [])
}

export function Layout({ children }: { children: React.ReactNode }) {
  useHydratedMark()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* A React stylesheet resource (precedence) is emitted first in <head>, ahead of the script preloads
            that would otherwise hold up the first paint on a slow connection. */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

/** Spec §2: the page scrolls to the top on every path change (not on query or hash changes). */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
}

const Toaster = lazy(() =>
  import('@app/ui/components/toaster').then((module) => ({ default: module.Toaster })),
)

/**
 * Toasts only follow a form submission, so the toaster (and its library) load once the page is idle instead
 * of weighing on the first paint and the landing page's JavaScript budget.
 */
function IdleToaster() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}

export default function App() {
  useScrollToTopOnPathChange()
  return (
    <>
      <Outlet />
      <IdleToaster />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || 'Error'}`
    : error instanceof Error
      ? error.message
      : String(error)
  const stack = error instanceof Error ? error.stack : undefined
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 px-4 py-16">
      <title>Unexpected Application Error!</title>
      <h1 className="font-bold text-3xl text-foreground tracking-tight">Unexpected Application Error!</h1>
      <p className="text-lg text-muted-foreground">{message}</p>
      {stack ? (
        <pre className="overflow-x-auto rounded-xl border border-border bg-muted p-4 font-mono text-foreground text-xs leading-relaxed">
          {stack}
        </pre>
      ) : null}
      <a href="/" className="font-semibold text-accent-700 underline-offset-4 hover:underline">
        Return Home
      </a>
    </main>
  )
}
