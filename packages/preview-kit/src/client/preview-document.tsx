import { BRAND_COLOR } from '@app/site-config/brand'
import { siteFontPreload } from '@app/ui/lib/site-font'
import type { ReactNode } from 'react'
import { Links, Meta, type MetaFunction, useLocation } from 'react-router'
import { type PreviewApp, screenAt } from '../app.ts'
import { PREVIEW_ROOT_ID } from '../contract.ts'
import { notFoundMeta, type PreviewSite, screenMeta } from '../meta.ts'
import { PreviewHeadScripts } from './preview-head-scripts.tsx'
import { PreviewNoscriptNotice } from './preview-noscript-notice.tsx'
import { PreviewRoot } from './preview-root.tsx'
import { PreviewRouteError } from './preview-route-error.tsx'
import { PreviewScripts } from './preview-scripts.tsx'
import { PreviewFrame, type PreviewShellProps } from './preview-shell.tsx'

/**
 * A preview app's document (its root route's `Layout`), prerendered for every screen and the 404: the head
 * script first (an inline script after a stylesheet would wait for it), then the meta tags and the stylesheet;
 * in the body the no-JavaScript notice, the app inside its early-input root, React Router's scripts (started
 * after the first paint, see PreviewScripts). The 404 page has no notice: its panel and Return Home link, and
 * the top bar's links and menu, all work without JavaScript.
 */
export function PreviewDocument({
  app,
  homeHref,
  base,
  children,
}: {
  app: PreviewApp
  homeHref: string
  base: string
  children: ReactNode
}) {
  const isScreen = screenAt(app, useLocation().pathname) !== undefined
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PreviewHeadScripts />
        <Meta />
        <meta name="theme-color" content={BRAND_COLOR} />
        <link rel="icon" type="image/svg+xml" href={`${base}favicon.svg`} />
        <Links />
        <link {...siteFontPreload} />
      </head>
      <body>
        {isScreen ? (
          <PreviewNoscriptNotice brandName={app.brandName} homeHref={homeHref} hiddenId={PREVIEW_ROOT_ID} />
        ) : null}
        <PreviewRoot>{children}</PreviewRoot>
        <PreviewScripts />
      </body>
    </html>
  )
}

/** The root route's `ErrorBoundary`: "Unexpected Application Error!" inside the frame, top bar still usable. */
export function PreviewErrorBoundary({ app, links }: PreviewShellProps) {
  return (
    <PreviewFrame app={app} links={links}>
      <PreviewRouteError />
    </PreviewFrame>
  )
}

/** The root route's `meta`: the matched screen's title, description and social card, or the 404's. */
export function previewMeta(app: PreviewApp, site: PreviewSite): MetaFunction {
  // The root route's meta sees no deeper match, so it matches the address as the router does (screenAt).
  return ({ location }) => {
    const screen = screenAt(app, location.pathname)
    return screen ? screenMeta(app, screen, site) : notFoundMeta(app)
  }
}
