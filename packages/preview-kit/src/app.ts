import type { LucideIcon } from 'lucide-react'
import { matchRoutes } from 'react-router'

/**
 * One screen of a preview app. The app's list of these is the only place a screen is declared: the route table
 * (`@app/preview-kit/routes`), the nav, the document titles, each page's meta tags and the prerendered pages all
 * come from it.
 */
export interface PreviewScreen {
  /** Nav label, also the screen's document title. */
  label: string
  /**
   * Path inside the app, without a leading slash. It also names the screen's route module, which default-exports
   * the screen: `src/routes/<path>.tsx` (see `SCREEN_ROUTES_DIR`).
   */
  path: string
  /** The page's meta description and social-card text. */
  description: string
  icon: LucideIcon
}

export interface PreviewApp {
  /** "Founder Preview", shown in the top bar and in every title. */
  areaLabel: string
  brandName: string
  /** In nav order; the first is also shown at the app's index. */
  screens: readonly [PreviewScreen, ...PreviewScreen[]]
  /** The 404 panel's sentence. */
  notFoundDescription: string
}

/** The folder of an app's source directory that holds one route module per screen, named after its path. */
export const SCREEN_ROUTES_DIR = 'routes'

/** The 404 screen's name, in its document title. */
export const NOT_FOUND_TITLE = 'Page not found'

/** The browser tab title; the screen name comes first so several open tabs stay distinguishable. */
export function previewDocumentTitle(
  app: Pick<PreviewApp, 'areaLabel' | 'brandName'>,
  screen?: string,
): string {
  return [screen, app.areaLabel, app.brandName].filter(Boolean).join(' · ')
}

/** The route ids of an app's route table (`@app/preview-kit/routes`), which `screenAt` matches with. */
export const routeIds = {
  /** The first screen, shown again at the app's index. */
  index: (screen: PreviewScreen) => `${screen.path}-index`,
  screen: (screen: PreviewScreen) => screen.path,
  notFound: 'not-found',
} as const

/**
 * The route table's shape (config/routes.ts gives each route its module), as React Router matches it: the
 * first screen at the index, every screen at its path, anything else the 404.
 */
function routeShape(app: PreviewApp) {
  const [first] = app.screens
  return [
    { index: true, id: routeIds.index(first) },
    ...app.screens.map((screen) => ({ path: screen.path, id: routeIds.screen(screen) })),
    { path: '*', id: routeIds.notFound },
  ]
}

/**
 * The screen shown at a path inside the app (`/`, `/progress`, `/progress/`) and whether it is the app's index,
 * matched as the router matches it; none for the 404. `//progress` is the 404 the host answered, as the router
 * has it, not the Progress screen.
 */
export function screenAt(
  app: PreviewApp,
  pathname: string,
): { screen: PreviewScreen; isIndex: boolean } | undefined {
  const routeId = matchRoutes(routeShape(app), pathname)?.at(-1)?.route.id
  const [first] = app.screens
  if (routeId === routeIds.index(first)) return { screen: first, isIndex: true }
  const screen = app.screens.find((candidate) => routeIds.screen(candidate) === routeId)
  return screen ? { screen, isIndex: false } : undefined
}
