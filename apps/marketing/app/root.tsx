import { BRAND_COLOR } from '@app/site-config/brand'
import { siteFontPreload } from '@app/ui/lib/site-font'
import { describeError } from '@app/ui-patterns/lib/describe-error'
import { Links, Meta, Outlet, useMatches } from 'react-router'
import faviconSvg from '../public/favicon.svg?raw'
import type { Route } from './+types/root'
import appStylesHref from './app.css?url'
import { UnexpectedError } from './components/unexpected-error'
import { LOG_NOT_FOUND_ATTRIBUTE } from './runtime/page-attributes'
import type { PageHandle } from './runtime/page-handle'
import pageScript from './runtime/page-script.ts?inline-script'

export const links: Route.LinksFunction = () => [
  // The hero headline is the largest paint; fetching its font with the stylesheet instead of after it
  // (the one subset every page uses) brings that paint forward.
  siteFontPreload,
  // The .ico (scripts/render-favicon.ts) for browsers without SVG icons; those with them take the SVG, inlined
  // (0.6 KB) so the first visit makes no request for it beside the ones the first paint waits for.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`, type: 'image/svg+xml' },
  // A phone's home-screen icon (also rendered by scripts/render-favicon.ts).
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const logNotFound = useMatches().some((match) => (match.handle as PageHandle | undefined)?.logNotFound)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLOR} />
        {/* A React stylesheet resource (precedence): emitted first in <head>. */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <Meta />
        <Links />
        {/* No React Router client runtime: every page is a document of its own, and only its islands hydrate
            (see README). This inline script (compiled from runtime/page-script.ts, allowed by its CSP hash)
            holds early input for them and starts their code. */}
        <script
          {...{ [LOG_NOT_FOUND_ATTRIBUTE]: logNotFound ? '' : undefined }}
          dangerouslySetInnerHTML={{ __html: pageScript }}
        />
      </head>
      <body>{children}</body>
    </html>
  )
}

/**
 * Every path is a document load, so each page starts at the top, as every path change must (docs/routes.md),
 * without a script; the toaster is mounted when a form or thank-you page first needs it
 * (app/features/waitlist/toasts.ts).
 */
export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <UnexpectedError {...describeError(error)} />
}
