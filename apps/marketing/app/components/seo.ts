import type { MarketingPath } from '@app/site-config'
import { BRAND_NAME } from '@app/site-config/brand'
import { documentMeta, notFoundDocumentMeta } from '@app/ui-patterns/lib/document-meta'
import type { MetaDescriptor } from 'react-router'
import { env } from '../env'

/** Shared social preview image (public/og-image.png, at the brand's OG_IMAGE_SIZE). */
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
  return documentMeta({
    title: fullTitleOf(title),
    description,
    url: absoluteUrl(path),
    siteName: BRAND_NAME,
    image: absoluteUrl(OG_IMAGE_PATH),
    imageAlt: `${BRAND_NAME} — ${title}`,
    noIndex,
  })
}

/** The not-found page's head (`notFoundDocumentMeta`): no address of its own, out of search results. */
export function notFoundPageMeta({ title, description }: Pick<PageMetaInput, 'title' | 'description'>) {
  return notFoundDocumentMeta({ title: fullTitleOf(title), description })
}
