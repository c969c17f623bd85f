import { BRAND_NAME } from '@app/site-config/brand'
import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'
import { env } from '../env'
import { notFoundPageMeta, pageMeta } from './seo'

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined
}

describe('pageMeta', () => {
  const meta = pageMeta({ title: 'Pricing', description: 'Plans and prices.', path: '/pricing' })

  it('gives the page a branded title and its description', () => {
    expect(meta).toContainEqual({ title: `Pricing | ${BRAND_NAME}` })
    expect(find(meta, 'name', 'description')?.content).toBe('Plans and prices.')
  })

  it('points the canonical link and Open Graph URL at the page on the configured site', () => {
    const canonical = find(meta, 'rel', 'canonical')
    expect(canonical).toMatchObject({ tagName: 'link', href: `${env.siteUrl}/pricing` })
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${env.siteUrl}/pricing`)
  })

  it('adds Open Graph and Twitter card tags with an absolute image', () => {
    expect(find(meta, 'property', 'og:title')?.content).toBe(`Pricing | ${BRAND_NAME}`)
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(find(meta, 'property', 'og:image')?.content).toBe(`${env.siteUrl}/og-image.png`)
    expect(find(meta, 'property', 'og:image:type')?.content).toBe('image/png')
    expect(find(meta, 'name', 'twitter:image:alt')?.content).toBe(`${BRAND_NAME} — Pricing`)
  })

  it('keeps pages out of search results only when asked', () => {
    expect(find(meta, 'name', 'robots')).toBeUndefined()
    const hidden = pageMeta({ title: 'Thank You', description: 'x', path: '/thank-you', noIndex: true })
    expect(find(hidden, 'name', 'robots')?.content).toBe('noindex')
  })
})

describe('notFoundPageMeta', () => {
  const meta = notFoundPageMeta({ title: 'Page not found', description: 'Nothing here.' })

  it('names no address, since it answers every unknown one, and stays out of search results', () => {
    expect(meta).toEqual([
      { title: `Page not found | ${BRAND_NAME}` },
      { name: 'description', content: 'Nothing here.' },
      { name: 'robots', content: 'noindex' },
    ])
  })
})
