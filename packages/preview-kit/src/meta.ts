import { NOT_FOUND_TITLE } from '@app/ui/lib/chrome-text'
import { documentMeta, notFoundDocumentMeta } from '@app/ui-patterns/lib/document-meta'
import type { MetaDescriptor } from 'react-router'
import { type PreviewApp, type PreviewScreen, previewDocumentTitle } from './app.ts'

/** Where a screen's social image is served: `<base>og/<path>.png`, written by `pnpm capture`. */
export const ogImagePath = (base: string, screen: Pick<PreviewScreen, 'path'>) =>
  `${base}og/${screen.path}.png`

/** Where the app is served, for the addresses its meta tags name. */
export interface PreviewSite {
  /** The app's base ("/founder/"). */
  base: string
  /** The public origin (every build has one: `checkPreviewEnv`), for absolute addresses, which crawlers expect. */
  siteUrl: string
}

/**
 * Title, description, canonical address, Open Graph and Twitter card (with the screen's own image) of one
 * screen's page. A screen has one address for search engines and shared links, the one the top bar links to
 * (`/founder/dashboard`), also where the app's index (`/founder/`) shows that same screen.
 */
export function screenMeta(app: PreviewApp, screen: PreviewScreen, site: PreviewSite): MetaDescriptor[] {
  const title = previewDocumentTitle(app, screen.label)
  const origin = site.siteUrl.replace(/\/$/, '')
  return documentMeta({
    title,
    description: screen.description,
    url: `${origin}${site.base}${screen.path}`,
    siteName: app.brandName,
    image: `${origin}${ogImagePath(site.base, screen)}`,
    imageAlt: `Screenshot of ${title}`,
  })
}

/** The 404 page's head (`notFoundDocumentMeta`): out of search results, no social card. */
export function notFoundMeta(app: PreviewApp): MetaDescriptor[] {
  return notFoundDocumentMeta({
    title: previewDocumentTitle(app, NOT_FOUND_TITLE),
    description: app.notFoundDescription,
  })
}
