import type { MarketingPath } from '@app/site-config'
import { BRAND_NAME, OG_IMAGE_SIZE } from '@app/site-config/brand'
import type { MetaDescriptor } from 'react-router'
import { env } from '../env'

/** Shared social preview image (public/og-image.png, at OG_IMAGE_SIZE). */
const OG_IMAGE_PATH = '/og-image.png'

export interface PageMetaInput {
  /** Page title without the brand; the brand is appended. */
  title: string
  description: string
  /** Path of the page on the site, e.g. '/pricing'. */
  path: MarketingPath
  /** Pages that must not appear in search results (the thank-you pages). */
  noIndex?: boolean
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).href
}

/** A page's title as the browser tab and a shared link show it: the page's own, then the brand. */
const fullTitleOf = (title: string) => `${title} | ${BRAND_NAME}`

/** Title, description, canonical URL and Open Graph / Twitter tags for one page. */
export function pageMeta({ title, description, path, noIndex = false }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = fullTitleOf(title)
  const url = absoluteUrl(path)
  const image = absoluteUrl(OG_IMAGE_PATH)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: `${BRAND_NAME} — ${title}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
}

/**
 * The not-found page's head: its title and description, kept out of search results. It has no canonical
 * address or social card, because it answers whatever unknown address was asked for, and naming one (its
 * prerendered /404) would tell a crawler or a chat app that every broken link is that page.
 */
export function notFoundPageMeta({ title, description }: Pick<PageMetaInput, 'title' | 'description'>) {
  return [
    { title: fullTitleOf(title) },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
  ] satisfies MetaDescriptor[]
}
