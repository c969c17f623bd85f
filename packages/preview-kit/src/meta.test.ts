import { OG_IMAGE_SIZE } from '@app/site-config/brand'
import { LayoutDashboard, TrendingUp } from 'lucide-react'
import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type PreviewApp, screenAt } from './app.ts'
import { notFoundMeta, ogImagePath, screenMeta } from './meta.ts'

const dashboard = {
  label: 'Dashboard',
  path: 'dashboard',
  description: 'The dashboard',
  icon: LayoutDashboard,
}
const progress = { label: 'Progress', path: 'progress', description: 'Track "it" & <more>', icon: TrendingUp }
const app: PreviewApp = {
  areaLabel: 'Founder Preview',
  brandName: 'VibeScore',
  notFoundDescription: 'No such screen.',
  screens: [dashboard, progress],
}
const site = { base: '/founder/', siteUrl: 'https://vibescore.example' }

/** The content of the tag with this property or name. */
function tag(meta: MetaDescriptor[], key: string) {
  for (const entry of meta)
    if (
      'content' in entry &&
      (('property' in entry && entry.property === key) || ('name' in entry && entry.name === key))
    )
      return entry.content
  return undefined
}

describe('screenMeta', () => {
  it('names the screen in the title, description, Open Graph and Twitter tags', () => {
    const meta = screenMeta(app, progress, site)
    expect(meta).toContainEqual({ title: 'Progress · Founder Preview · VibeScore' })
    expect(tag(meta, 'description')).toBe('Track "it" & <more>')
    expect(tag(meta, 'og:title')).toBe('Progress · Founder Preview · VibeScore')
    expect(tag(meta, 'twitter:title')).toBe('Progress · Founder Preview · VibeScore')
    expect(tag(meta, 'og:site_name')).toBe('VibeScore')
  })

  it.each([
    {
      siteUrl: 'https://vibescore.example/',
      image: 'https://vibescore.example/founder/og/progress.png',
      url: 'https://vibescore.example/founder/progress',
    },
    {
      siteUrl: 'https://vibescore.example',
      image: 'https://vibescore.example/founder/og/progress.png',
      url: 'https://vibescore.example/founder/progress',
    },
  ])('points og:image at the screen’s own capture (site URL "$siteUrl")', ({ siteUrl, image, url }) => {
    const meta = screenMeta(app, progress, { ...site, siteUrl })
    expect(tag(meta, 'og:image')).toBe(image)
    expect(tag(meta, 'twitter:image')).toBe(image)
    expect(tag(meta, 'og:url')).toBe(url)
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: url })
  })

  it('gives the image its size and alt text and asks for the large card', () => {
    const meta = screenMeta(app, progress, site)
    const title = 'Progress · Founder Preview · VibeScore'
    expect(tag(meta, 'og:image:width')).toBe(String(OG_IMAGE_SIZE.width))
    expect(tag(meta, 'og:image:height')).toBe(String(OG_IMAGE_SIZE.height))
    expect(tag(meta, 'og:image:type')).toBe('image/png')
    expect(tag(meta, 'og:image:alt')).toBe(`Screenshot of ${title}`)
    expect(tag(meta, 'twitter:image:alt')).toBe(`Screenshot of ${title}`)
    expect(tag(meta, 'twitter:card')).toBe('summary_large_image')
  })

  it('gives the app index, which shows the first screen, that screen’s address as its one address', () => {
    const meta = screenMeta(app, screenAt(app, '/') ?? progress, site)
    expect(tag(meta, 'og:image')).toBe('https://vibescore.example/founder/og/dashboard.png')
    expect(tag(meta, 'og:url')).toBe('https://vibescore.example/founder/dashboard')
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://vibescore.example/founder/dashboard',
    })
  })

  it('builds image paths under the app base', () => {
    expect(ogImagePath('/investor/', { path: 'discover' })).toBe('/investor/og/discover.png')
  })
})

describe('notFoundMeta', () => {
  it('titles and describes the 404 page and keeps it out of search results, with no social card', () => {
    const meta = notFoundMeta(app)
    expect(meta).toContainEqual({ title: 'Page not found · Founder Preview · VibeScore' })
    expect(tag(meta, 'description')).toBe('No such screen.')
    expect(tag(meta, 'robots')).toBe('noindex')
    expect(tag(meta, 'og:image')).toBeUndefined()
  })
})

describe('screenAt: the screen at a path inside the app, matched as the router matches it', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/progress', 'Progress'],
    ['/progress/', 'Progress'],
    // The host answers these with the 404 page; its title must stay the 404's once the app runs.
    ['//progress', undefined],
    ['/progress/index.html', undefined],
    ['/no-such-screen', undefined],
    ['/Progress', undefined],
    ['/PROGRESS/', undefined],
  ])('%s shows %s', (path, label) => {
    expect(screenAt(app, path)?.label).toBe(label)
  })

  // A pending navigation's path, as the router holds it, still starts with the app's base.
  it.each([
    ['/founder/progress', '/founder/', 'Progress'],
    ['/founder', '/founder/', 'Dashboard'],
    ['/founder/Progress', '/founder/', undefined],
    ['/investor/progress', '/founder/', undefined],
  ])('%s under %s shows %s', (path, basename, label) => {
    expect(screenAt(app, path, basename)?.label).toBe(label)
  })
})
