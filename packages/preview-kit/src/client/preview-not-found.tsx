import { logNotFound } from '@app/ui-patterns/lib/log-not-found'
import { NotFoundPanel } from '@app/ui-patterns/not-found-panel'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { usePreviewApp } from './preview-shell.tsx'

/**
 * The 404 screen, the route module of every address no screen has (see `previewRoutes`): the site's not-found
 * panel with the app's own sentence (the top bar above it still leads to every screen), and the path the
 * visitor tried, logged.
 */
export default function PreviewNotFound() {
  const { app, links } = usePreviewApp()
  // Logged again for each address the visitor goes to, as the browser shows it: the router's own pathname
  // leaves out the preview's prefix (/founder) and tidies a doubled slash away.
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address the router shows, read from the browser
  useEffect(() => {
    logNotFound(window.location.pathname)
  }, [pathname])
  return <NotFoundPanel description={app.notFoundDescription} homeHref={links.homeHref} />
}
