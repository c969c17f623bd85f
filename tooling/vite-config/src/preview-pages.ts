import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'

/** One screen of a preview app as its HTML needs it. */
export interface PreviewPage {
  /** Path inside the app without slashes ("progress"); the app's index uses the first page. */
  path: string
  title: string
  description: string
}

export interface PreviewPagesOptions {
  pages: readonly [PreviewPage, ...PreviewPage[]]
  brandName: string
  /** Where the noscript notice links back to ("/" or the marketing origin). */
  homeHref: string
  /** The public origin, for og:url; left out when unknown. */
  siteUrl?: string
  /** The app's base ("/founder/"). */
  base: string
}

/** The social image's size (the large Twitter/Open Graph card); the capture script photographs at it. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Where a screen's social image is served: `<base>og/<path>.png`, written by `pnpm capture`. */
export const ogImagePath = (base: string, page: Pick<PreviewPage, 'path'>) => `${base}og/${page.path}.png`

const META_START = '<!-- preview-meta -->'
const META_END = '<!-- /preview-meta -->'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** Title, description, Open Graph and Twitter card (with the screen's own image) of one page, as head tags. */
export function pageMeta(page: PreviewPage, options: PreviewPagesOptions, isIndex = false): string {
  const title = escapeHtml(page.title)
  const description = escapeHtml(page.description)
  const pagePath = `${options.base}${isIndex ? '' : page.path}`
  const origin = options.siteUrl?.replace(/\/$/, '')
  const url = origin ? `${origin}${pagePath}` : undefined
  // Absolute where the origin is known (crawlers expect it); root-relative otherwise, for local builds.
  const image = escapeHtml(`${origin ?? ''}${ogImagePath(options.base, page)}`)
  const imageAlt = escapeHtml(`Screenshot of ${page.title}`)
  return [
    META_START,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(options.brandName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(url ? [`<meta property="og:url" content="${escapeHtml(url)}" />`] : []),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
    META_END,
  ].join('\n    ')
}

/** What a visitor without JavaScript sees instead of a blank page (inline styles: no stylesheet is needed). */
export function noscriptNotice(options: PreviewPagesOptions): string {
  const brand = escapeHtml(options.brandName)
  return `<noscript>
      <div style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:2rem;text-align:center;border:1px solid #e4e4ef;border-radius:1rem;background:#fff;color:#1c1b2e">
        <p style="font-weight:700;font-size:1.25rem;margin:0 0 .5rem;color:#4f4de3">${brand}</p>
        <p style="font-weight:600;font-size:1.125rem;margin:0 0 .5rem">This preview needs JavaScript</p>
        <p style="margin:0 0 1.5rem;color:#55546a">The interactive ${brand} preview runs in your browser. Turn on JavaScript to explore it, or read about ${brand} on our website.</p>
        <a href="${escapeHtml(options.homeHref)}" style="display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:linear-gradient(90deg,#7c3aed,#4f4de3,#0e7ac4);color:#fff;font-weight:600;text-decoration:none">Go to the ${brand} website</a>
      </div>
    </noscript>`
}

/**
 * Gives every screen its own HTML: index.html carries the first screen's title, description and social card,
 * and the build writes `<path>/index.html` per screen with its own, so a shared link unfurls with the screen
 * it points at. Both carry the noscript notice. The gateway and the nginx template serve `<path>/index.html`
 * for a screen's address and fall back to index.html for anything else under the app.
 */
export function previewPages(options: PreviewPagesOptions): Plugin {
  const [index] = options.pages
  let outDir = 'dist'
  return {
    name: 'preview-pages',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    transformIndexHtml: (html) =>
      html
        .replace(`${META_START}${META_END}`, pageMeta(index, options, true))
        .replace('<div id="root"></div>', `${noscriptNotice(options)}\n    <div id="root"></div>`),
    async writeBundle() {
      const html = await readFile(path.join(outDir, 'index.html'), 'utf8')
      const block = new RegExp(`${META_START}[\\s\\S]*?${META_END}`)
      await Promise.all(
        options.pages.map(async (page) => {
          const dir = path.join(outDir, page.path)
          await mkdir(dir, { recursive: true })
          await writeFile(path.join(dir, 'index.html'), html.replace(block, pageMeta(page, options)))
        }),
      )
    },
  }
}
