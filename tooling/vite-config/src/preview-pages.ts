import { execFile } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { NOT_FOUND_DOCUMENT } from '@app/site-config'
import { loadAfterPaintScript } from '@app/ui/lib/load-after-paint'
import type { Plugin, ViteBuilder } from 'vite'

/** One screen of a preview app as its HTML needs it. */
export interface PreviewPage {
  /** Path inside the app without slashes ("progress"); the app's index uses the first page. */
  path: string
  title: string
  description: string
}

/** The head of the page served for any other address under the app (its 404 screen). */
export interface PreviewNotFoundPage {
  title: string
  description: string
}

/** A preview app's pages: one per screen, in nav order (the first is also the app's index), and its 404. */
export interface PreviewSite {
  pages: readonly [PreviewPage, ...PreviewPage[]]
  notFound: PreviewNotFoundPage
}

export interface PreviewPagesOptions extends PreviewSite {
  brandName: string
  /** Where the noscript notice links back to ("/" or the marketing origin). */
  homeHref: string
  /** The public origin, for og:url; left out when unknown. */
  siteUrl?: string
  /** The app's base ("/founder/"). */
  base: string
  /** The module exporting the app's `routes` (relative to the app's root). */
  routesModule: string
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
      <div style="font-family:'Inter Variable',system-ui,sans-serif;box-sizing:border-box;width:calc(100% - 2rem);max-width:32rem;margin:15vh auto;padding:2rem 1.5rem;text-align:center;border:1px solid #e4e4ef;border-radius:1rem;background:#fff;color:#1c1b2e">
        <p style="font-weight:700;font-size:1.25rem;margin:0 0 .5rem;color:#4f4de3">${brand}</p>
        <p style="font-weight:600;font-size:1.125rem;margin:0 0 .5rem">This preview needs JavaScript</p>
        <p style="margin:0 0 1.5rem;color:#55546a">The interactive ${brand} preview runs in your browser. Turn on JavaScript to explore it, or read about ${brand} on our website.</p>
        <a href="${escapeHtml(options.homeHref)}" style="display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:linear-gradient(90deg,#7c3aed,#4f4de3,#0e7ac4);color:#fff;font-weight:600;text-decoration:none">Go to the ${brand} website</a>
      </div>
    </noscript>`
}

/** The head of the 404 page: its title and description, kept out of search results, no social card. */
export function notFoundMeta(page: PreviewNotFoundPage): string {
  return [
    META_START,
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta name="robots" content="noindex" />`,
    META_END,
  ].join('\n    ')
}

/** Where the SSR build of the app is written for prerendering (inside the app, removed afterwards). */
const PRERENDER_OUT_DIR = '.prerender'
const PRERENDER_ENTRY = 'virtual:preview-prerender'
const ROOT_ELEMENT = '<div id="root"></div>'

type Rendered = Record<string, { html: string; headScript: string }>

/**
 * Renders the addresses with the SSR bundle (its `render`, see `prerenderPage` in
 * @app/ui-patterns/server/prerender-page) in a Node process of its own: the config is loaded by Vite's module
 * runner, which cannot import a built file, and the render's module state stays out of the build's.
 */
async function renderInNode(entry: string, pathnames: readonly string[]): Promise<Rendered> {
  const script = `const { render } = await import(${JSON.stringify(pathToFileURL(entry).href)})
const out = {}
for (const pathname of ${JSON.stringify(pathnames)}) out[pathname] = await render(pathname)
process.stdout.write(JSON.stringify(out))`
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout) as Rendered
}

/**
 * The app's entry module and the chunks it imports, taken out of the HTML Vite wrote (a module script in <head>
 * is fetched at high priority beside the stylesheet, delaying the first paint) and loaded after that paint
 * instead, by the page's inline script. Clicks made meanwhile are held and replayed.
 */
function deferModules(
  html: string,
  output: Awaited<ReturnType<ViteBuilder['build']>>,
  base: string,
): { template: string; loadModules: string } {
  const files = 'output' in output ? output.output : []
  const entry = files.find((file) => file.type === 'chunk' && file.isEntry)
  if (entry?.type !== 'chunk') throw new Error('preview-pages: the client build has no entry chunk')
  const modules = [entry.fileName, ...entry.imports].map((file) => `${base}${file}`)
  const [entryHref, ...imported] = modules
  let template = html
  const tags = [
    `<script type="module" crossorigin src="${entryHref}"></script>`,
    ...imported.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ]
  for (const tag of tags) {
    if (!template.includes(tag)) throw new Error(`preview-pages: index.html has no ${tag}`)
    template = template.replace(tag, '')
  }
  return { template: template.replace(/\n\s*\n/g, '\n'), loadModules: loadAfterPaintScript(modules) }
}

/**
 * Gives every screen its own prerendered HTML page: `<path>/index.html` per screen (index.html for the first,
 * at the app's own address) and `404.html` for anything else, each with its title, description and social card,
 * the noscript notice, and the screen itself drawn into #root, so the page paints before any script has run.
 * The gateway and the nginx template serve a screen's page at its address and 404.html otherwise.
 *
 * `vite build` builds the browser bundle, then an SSR bundle of the app's routes (`routesModule`, exporting
 * `routes`), then renders each page with it and hydrates in the browser (`startPreviewApp`). A page's inline
 * script holds clicks made before hydration and replays them after; its CSP hash is taken from the built HTML.
 */
export function previewPages(options: PreviewPagesOptions): Plugin {
  const [index] = options.pages
  const basename = options.base.replace(/\/$/, '')
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'preview-pages',
    config: () => ({
      // Building the app means building both environments, then prerendering (buildApp below).
      builder: {},
      environments: {
        ssr: {
          build: {
            outDir: PRERENDER_OUT_DIR,
            emptyOutDir: true,
            rolldownOptions: { input: { prerender: PRERENDER_ENTRY } },
          },
        },
      },
      // One self-contained file Node can import: the workspace packages are TypeScript source.
      ssr: { noExternal: true },
    }),
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    resolveId: (id) => (id === PRERENDER_ENTRY ? `\0${PRERENDER_ENTRY}` : undefined),
    load: (id) =>
      id === `\0${PRERENDER_ENTRY}`
        ? [
            `import { routes } from ${JSON.stringify(path.resolve(root, options.routesModule))}`,
            `import { prerenderPage } from '@app/ui-patterns/server/prerender-page'`,
            `export const render = (pathname) => prerenderPage(routes, ${JSON.stringify(basename)}, pathname)`,
          ].join('\n')
        : undefined,
    transformIndexHtml: (html) =>
      html
        .replace(`${META_START}${META_END}`, pageMeta(index, options, true))
        // Without JavaScript only the notice shows: the prerendered screen's buttons would do nothing.
        .replace('</head>', `  <noscript><style>#root{display:none}</style></noscript>\n  </head>`)
        .replace(ROOT_ELEMENT, `${noscriptNotice(options)}\n    ${ROOT_ELEMENT}`),
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const { client, ssr } = builder.environments
        if (!client || !ssr) throw new Error('preview-pages needs the client and ssr environments')
        const clientOutput = await builder.build(client)
        await builder.build(ssr)
        const ssrDir = path.resolve(root, PRERENDER_OUT_DIR)
        const rendered = await renderInNode(path.join(ssrDir, 'prerender.js'), [
          options.base,
          ...options.pages.map((page) => `${options.base}${page.path}`),
          `${options.base}${NOT_FOUND_DOCUMENT}`,
        ])
        const { template, loadModules } = deferModules(
          await readFile(path.join(outDir, 'index.html'), 'utf8'),
          clientOutput,
          options.base,
        )
        const block = new RegExp(`${META_START}[\\s\\S]*?${META_END}`)
        const write = async (file: string, pathname: string, meta: string) => {
          const { html, headScript } = rendered[pathname] ?? { html: '', headScript: '' }
          const page = template
            .replace(block, meta)
            .replace(META_START, `<script>${headScript};${loadModules}</script>\n    ${META_START}`)
            // data-island: the head script holds input aimed at it until the app has hydrated.
            .replace(ROOT_ELEMENT, `<div id="root" data-island>${html}</div>`)
          await mkdir(path.dirname(file), { recursive: true })
          await writeFile(file, page)
        }
        await write(path.join(outDir, 'index.html'), `${options.base}`, pageMeta(index, options, true))
        for (const page of options.pages)
          await write(
            path.join(outDir, page.path, 'index.html'),
            `${options.base}${page.path}`,
            pageMeta(page, options),
          )
        await write(
          path.join(outDir, NOT_FOUND_DOCUMENT),
          `${options.base}${NOT_FOUND_DOCUMENT}`,
          notFoundMeta(options.notFound),
        )
        await rm(ssrDir, { recursive: true, force: true })
      },
    },
  }
}
