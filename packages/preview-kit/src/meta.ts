import { OG_IMAGE_SIZE } from '@app/site-config/brand'
import type { MetaDescriptor } from 'react-router'
import { NOT_FOUND_TITLE, type PreviewApp, type PreviewScreen, previewDocumentTitle } from './app.ts'

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
  const url = `${origin}${site.base}${screen.path}`
  const image = `${origin}${ogImagePath(site.base, screen)}`
  const imageAlt = `Screenshot of ${title}`
  return [
    { title },
    { name: 'description', content: screen.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: app.brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: screen.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: screen.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
}

/** The 404 page's head: its title and description, kept out of search results, no social card. */
export function notFoundMeta(app: PreviewApp): MetaDescriptor[] {
  return [
    { title: previewDocumentTitle(app, NOT_FOUND_TITLE) },
    { name: 'description', content: app.notFoundDescription },
    { name: 'robots', content: 'noindex' },
  ]
}
