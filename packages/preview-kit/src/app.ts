import type { LucideIcon } from 'lucide-react'

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

/** The screen shown at a path inside the app (`/`, `/progress`, `/progress/`), or none (the 404). */
export function screenAt(app: PreviewApp, pathname: string): PreviewScreen | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '')
  return path === '' ? app.screens[0] : app.screens.find((screen) => screen.path === path)
}
