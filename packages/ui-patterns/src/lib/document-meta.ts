import { OG_IMAGE_SIZE } from '@app/site-config/brand'
import type { MetaDescriptor } from 'react-router'

/** What a page's head says of it: the same tags on the marketing site and in the previews. */
export interface DocumentMetaInput {
  /** The whole title, as the browser tab and a shared link show it. */
  title: string
  description: string
  /** The page's one address, absolute: canonical link and og:url. */
  url: string
  siteName: string
  /** Its social image, absolute: a PNG of OG_IMAGE_SIZE. */
  image: string
  imageAlt: string
  /** Pages that must not appear in search results (the thank-you pages). */
  noIndex?: boolean
}

/** Title, description, canonical address, and the Open Graph and Twitter card tags with the page's image. */
export function documentMeta({
  title,
  description,
  url,
  siteName,
  image,
  imageAlt,
  noIndex = false,
}: DocumentMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
}

/**
 * A not-found page's head: its title and description, kept out of search results. No canonical address or
 * social card: it answers whatever unknown address was asked for, and naming one (its prerendered /404) would
 * tell a crawler or a chat app that every broken link is that page.
 */
export function notFoundDocumentMeta({
  title,
  description,
}: Pick<DocumentMetaInput, 'title' | 'description'>): MetaDescriptor[] {
  return [{ title }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }]
}
