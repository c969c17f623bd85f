import { describe, expect, it } from 'vitest'
import { notFoundMeta, OG_IMAGE_SIZE, ogImagePath, type PreviewPagesOptions, pageMeta } from './preview-pages'

const page = {
  path: 'progress',
  title: 'Progress · Founder Preview · VibeScore',
  description: 'Track "it" & <more>',
}
const options: PreviewPagesOptions = {
  pages: [{ path: 'dashboard', title: 'Dashboard', description: 'The dashboard' }, page],
  brandName: 'VibeScore',
  homeHref: '/',
  base: '/founder/',
  routesModule: 'src/routes.tsx',
  notFound: { title: 'Page not found · Founder Preview · VibeScore', description: 'No such screen.' },
}

/** The content of the meta tag with this property or name, as the HTML holds it (still escaped). */
const tag = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1]

describe('pageMeta', () => {
  it('names the screen in the title, description, Open Graph and Twitter tags, escaped', () => {
    const html = pageMeta(page, options)
    expect(html).toContain('<title>Progress · Founder Preview · VibeScore</title>')
    expect(tag(html, 'description')).toBe('Track &quot;it&quot; &amp; &lt;more&gt;')
    expect(tag(html, 'og:title')).toBe(page.title)
    expect(tag(html, 'twitter:title')).toBe(page.title)
    expect(tag(html, 'og:site_name')).toBe('VibeScore')
  })

  it.each([
    { siteUrl: undefined, image: '/founder/og/progress.png', url: undefined },
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
  ])('points og:image at the screen’s own capture (site URL $siteUrl)', ({ siteUrl, image, url }) => {
    const html = pageMeta(page, { ...options, siteUrl })
    expect(tag(html, 'og:image')).toBe(image)
    expect(tag(html, 'twitter:image')).toBe(image)
    expect(tag(html, 'og:url')).toBe(url)
  })

  it('gives the image its size and alt text and asks for the large card', () => {
    const html = pageMeta(page, options)
    expect(tag(html, 'og:image:width')).toBe(String(OG_IMAGE_SIZE.width))
    expect(tag(html, 'og:image:height')).toBe(String(OG_IMAGE_SIZE.height))
    expect(tag(html, 'og:image:type')).toBe('image/png')
    expect(tag(html, 'og:image:alt')).toBe(`Screenshot of ${page.title}`)
    expect(tag(html, 'twitter:image:alt')).toBe(`Screenshot of ${page.title}`)
    expect(tag(html, 'twitter:card')).toBe('summary_large_image')
  })

  it('gives the app index the first screen’s image and the app’s own address', () => {
    const [first] = options.pages
    const html = pageMeta(first, { ...options, siteUrl: 'https://vibescore.example' }, true)
    expect(tag(html, 'og:image')).toBe('https://vibescore.example/founder/og/dashboard.png')
    expect(tag(html, 'og:url')).toBe('https://vibescore.example/founder/')
  })

  it('builds image paths under the app base', () => {
    expect(ogImagePath('/investor/', { path: 'discover' })).toBe('/investor/og/discover.png')
  })
})

describe('notFoundMeta', () => {
  it('titles and describes the 404 page and keeps it out of search results, escaped', () => {
    const html = notFoundMeta({ title: 'Page not found · "Preview"', description: 'Gone & <away>' })
    expect(html).toContain('<title>Page not found · &quot;Preview&quot;</title>')
    expect(tag(html, 'description')).toBe('Gone &amp; &lt;away&gt;')
    expect(tag(html, 'robots')).toBe('noindex')
    expect(tag(html, 'og:image')).toBeUndefined()
  })
})
