import type { LucideIcon } from 'lucide-react'
import type { ComponentType } from 'react'

/** One screen of a preview app. The list of these is the only place a screen is declared. */
export interface PreviewScreen {
  /** Nav label, also the screen's document title. */
  label: string
  /** Path inside the app, without a leading slash. */
  path: string
  /** The page's meta description and social-card text. */
  description: string
  icon: LucideIcon
  /** Loads the screen's own route chunk. */
  load: () => Promise<{ Component: ComponentType }>
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

/** The browser tab title; the screen name comes first so several open tabs stay distinguishable. */
export function previewDocumentTitle(
  app: Pick<PreviewApp, 'areaLabel' | 'brandName'>,
  screen?: string,
): string {
  return [screen, app.areaLabel, app.brandName].filter(Boolean).join(' · ')
}

/** The app's pages for the build: each screen's (the first is also the app's index page) and the 404's. */
export function previewSite(app: PreviewApp) {
  const [first, ...rest] = app.screens.map((screen) => ({
    path: screen.path,
    title: previewDocumentTitle(app, screen.label),
    description: screen.description,
  }))
  if (!first) throw new Error(`${app.areaLabel} has no screens`)
  return {
    pages: [first, ...rest] as [typeof first, ...(typeof first)[]],
    notFound: { title: previewDocumentTitle(app, NOT_FOUND_TITLE), description: app.notFoundDescription },
  }
}

/** The 404 screen's name, in its document title. */
export const NOT_FOUND_TITLE = 'Page not found'
