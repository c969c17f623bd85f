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

/** The browser tab title; the screen name comes first so several open tabs stay distinguishable. */
export function previewDocumentTitle(
  app: Pick<PreviewApp, 'areaLabel' | 'brandName'>,
  screen?: string,
): string {
  return [screen, app.areaLabel, app.brandName].filter(Boolean).join(' · ')
}

/**
 * One route of an app's route table: the first screen at the index, every screen at its path, and the 404 for
 * anything else (no screen). `config/routes.ts` gives each its module; `screenAt` matches it as the router does.
 */
export type PreviewRoute =
  | { id: string; index: true; screen: PreviewScreen }
  | { id: string; path: string; caseSensitive?: boolean; screen?: PreviewScreen }

/**
 * An app's routes, from its screen list. A screen's path matches in its own case only, as the hosts match it:
 * `/investor/Discover` is served the 404 page, and a router that took it for Discover would swap that screen
 * in over the page once it hydrated.
 */
export function previewRouteShape(app: PreviewApp): PreviewRoute[] {
  const [first] = app.screens
  return [
    { id: `${first.path}-index`, index: true, screen: first },
    ...app.screens.map((screen) => ({ id: screen.path, path: screen.path, caseSensitive: true, screen })),
    { id: 'not-found', path: '*' },
  ]
}

/**
 * The screen shown at a path inside the app (`/`, `/progress`, `/progress/`), matched as the router matches it;
 * none for the 404. `//progress` is the 404 the host answered, as the router has it, not the Progress screen.
 * A path that still starts with the app's base (a pending navigation's, `/founder/progress`) needs `basename`.
 */
export function screenAt(app: PreviewApp, pathname: string, basename = '/'): PreviewScreen | undefined {
  // Without its trailing slash, as the router keeps it, so the bare `/founder` is the app's index too.
  const base = basename.replace(/\/+$/, '') || '/'
  return matchRoutes(previewRouteShape(app), pathname, base)?.at(-1)?.route.screen
}
