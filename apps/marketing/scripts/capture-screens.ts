/**
 * Photographs the built preview apps for two uses, in one run (root `pnpm capture` builds the apps first):
 *
 * - the hero carousel's slides, each framed on whole sections of a preview screen, once in the phone layout
 *   and once in the desktop layout → apps/marketing/public/slides/ (files and sizes: slide-images.ts);
 * - one Open Graph image (1200×630) per preview screen, at the address the screen's HTML names in its
 *   `og:image` tag (`screenMeta` in packages/preview-kit/src/meta.ts) → apps/<preview>/public/og/<screen>.png.
 *
 *   pnpm capture                                   # from the repo root: build the apps, then this
 *   pnpm --filter @app/marketing capture [--founder-dist <dir>] [--investor-dist <dir>] [--only slides|og]
 *
 * The previews are served from their dist folders under their own prefixes by a throwaway static server on a
 * free port the system picks (so it never collides with a gateway or dev server already running) and
 * photographed in Chromium (CHROMIUM_PATH, default Debian's /usr/bin/chromium) with the clock fixed on the
 * sample data's day, so the chat's timestamps are stable from one run to the next. The PNG files it writes are not byte-for-byte the same from one run to the next: commit only
 * the images of the screens you changed or added (`--only og` for the social images).
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SAMPLE_TIME_ZONE } from '@app/sample-data/clock'
import { founderProfile } from '@app/sample-data/founder'
import { heroSlides } from '@app/sample-data/marketing'
import { appBase, appRoute } from '@app/site-config'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import {
  SLIDE_IMAGE_FORMATS,
  SLIDE_VIEWPORTS,
  type SlideImageFormat,
  type SlideViewport,
  slideImageFile,
} from '../app/features/landing/slide-images.ts'
import { type PreviewName, type SlideFrame, slideSources } from './slide-sources.ts'

/** The browser's clock, held at the sample clock's opening reading, so no shot depends on the day it is taken. */
const SAMPLE_NOW = new Date(founderProfile.now)
/** The score ring, score bars and scripted chat greeting animate in; give them time to settle. */
const SETTLE_MS = 1500

const encoders: Record<SlideImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 6 }),
  webp: (image) => image.webp({ quality: 75, effort: 6 }),
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const marketingPublic = path.resolve(import.meta.dirname, '../public')

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false
}

/** Serves each preview's build under its prefix: a file or a screen's own page, else the app's index page. */
function serveBuilds(dists: Record<PreviewName, string>): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://capture').pathname)
    const app = (Object.keys(dists) as PreviewName[]).find((name) => pathname.startsWith(appBase(name)))
    if (!app) {
      response.writeHead(404).end()
      return
    }
    const root = dists[app]
    const requested = path.join(root, path.normalize(pathname.slice(appBase(app).length)))
    const candidates = [requested, path.join(requested, 'index.html'), path.join(root, 'index.html')]
    let file = path.join(root, 'index.html')
    for (const candidate of candidates) {
      if (candidate.startsWith(root) && (await isFile(candidate))) {
        file = candidate
        break
      }
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    })
    response.end(await readFile(file))
  })
  return new Promise((resolve) =>
    // Port 0: any free port, read back once listening.
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('The capture server has no port')
      resolve({ server, origin: `http://127.0.0.1:${address.port}` })
    }),
  )
}

async function newContext(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
): Promise<BrowserContext> {
  // The previews print dates and times with fixed formatters (@app/ui/lib/format-date) on the sample's own
  // London clock (@app/sample-data/clock), so the browser's locale and zone change nothing on screen; they are
  // still those of the previews' (UK) audience, so anything that did read them would show what a visitor sees.
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    locale: 'en-GB',
    timezoneId: SAMPLE_TIME_ZONE,
    reducedMotion: 'reduce',
  })
  await context.clock.setFixedTime(SAMPLE_NOW)
  return context
}

async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(SETTLE_MS)
}

/**
 * Hides what a frame leaves out and returns the bottom of what stays (CSS px). Runs in the page; written
 * without named inner functions because tsx would wrap those in a helper the page lacks.
 */
function frameSections(frame: SlideFrame): number {
  const main = document.querySelector('main')
  const pageHeader = document.querySelector('[data-slot="page-header"]')
  const container = pageHeader?.parentElement
  if (!main || !pageHeader || !container) throw new Error('No main or page header on this screen')
  const kept: Element[] = frame.pageHeader ? [pageHeader] : []
  for (const title of frame.show) {
    const heading = Array.from(main.querySelectorAll('h2, h3')).find(
      (candidate) => candidate.textContent?.trim() === title,
    )
    if (!heading) throw new Error(`No heading "${title}" on this screen`)
    // A heading stands for its card, or for its whole section when it is not in a card.
    let section: Element = heading
    while (
      section.getAttribute('data-slot') !== 'card' &&
      section.parentElement &&
      section.parentElement !== container &&
      section.parentElement.parentElement !== container
    ) {
      section = section.parentElement
    }
    kept.push(section)
  }
  // Everything beside the kept elements, at every level up to the page's content, is hidden; lists keep
  // their first `items` entries.
  for (const keep of kept) {
    let node: Element = keep
    while (node !== container && node.parentElement) {
      const parent: Element = node.parentElement
      const isList = parent.tagName === 'UL' || parent.tagName === 'OL'
      Array.from(parent.children).forEach((sibling, index) => {
        if (kept.some((element) => sibling.contains(element))) return
        if (isList && frame.items !== undefined && index < frame.items) return
        ;(sibling as HTMLElement).style.display = 'none'
      })
      node = parent
    }
  }
  if (frame.items !== undefined) {
    for (const keep of kept) {
      if (keep.closest('ul, ol')) continue
      const list = keep.querySelector('ul, ol')
      for (const item of Array.from(list?.children ?? []).slice(frame.items)) {
        ;(item as HTMLElement).style.display = 'none'
      }
    }
  }
  return Math.max(
    ...Array.from(container.querySelectorAll('*'))
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.height > 0)
      .map((rect) => rect.bottom + window.scrollY),
  )
}

/** Writes every width and format of one viewport's capture (already the frame's size, at the capture's scale). */
async function writeSlideImages(image: string, viewport: SlideViewport, screenshot: Buffer): Promise<void> {
  for (const width of viewport.widths) {
    const height = Math.round((width * viewport.capture.height) / viewport.capture.width)
    for (const format of SLIDE_IMAGE_FORMATS) {
      const file = path.join(marketingPublic, slideImageFile(image, viewport.name, width, format))
      await encoders[format](sharp(screenshot).resize(width, height)).toFile(file)
    }
  }
}

async function captureSlides(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
): Promise<void> {
  for (const slide of heroSlides) {
    const folder = path.dirname(path.join(marketingPublic, slide.image))
    await mkdir(folder, { recursive: true })
    // Files of widths, viewports or formats no longer in use would otherwise linger in the build.
    const stale = (await readdir(folder)).filter((file) => file.startsWith(`${path.basename(slide.image)}-`))
    await Promise.all(stale.map((file) => rm(path.join(folder, file))))
  }
  for (const viewport of SLIDE_VIEWPORTS) {
    const scale = Math.max(...viewport.widths) / viewport.capture.width
    // Twice the frame's height, so a short frame ends on the page's own background, not on the viewport edge.
    const context = await newContext(
      browser,
      { width: viewport.capture.width, height: viewport.capture.height * 2 },
      scale,
    )
    const page = await context.newPage()
    for (const slide of heroSlides) {
      const source = slideSources[slide.image]
      if (!source) throw new Error(`No preview screen is assigned to the slide image ${slide.image}`)
      const url = `${origin}${appBase(source.app)}${source.screen}`
      await openScreen(page, url)
      const bottom = await page.evaluate(frameSections, source.frames[viewport.name])
      // Every slide at the screen's own scale, cut where the window it imitates ends: a taller frame, shrunk
      // to fit, showed its top bar narrower than the others' (bands of background beside it).
      const screenshot = await page.screenshot({
        clip: { x: 0, y: 0, width: viewport.capture.width, height: viewport.capture.height },
        type: 'png',
      })
      await writeSlideImages(slide.image, viewport, screenshot)
      const overflow = Math.ceil(bottom + 24 - viewport.capture.height)
      const fit =
        overflow > 0
          ? ` (${overflow} px below the frame left out: keep fewer sections to end on whole ones)`
          : ''
      console.log(`${slide.title}, ${viewport.name}: ${url} → public${slide.image}-${viewport.name}-*${fit}`)
    }
    await context.close()
  }
}

const OG_TAG = /<meta property="og:image" content="([^"]+)"\s*\/>/
const OG_WIDTH_TAG = /<meta property="og:image:width" content="(\d+)"\s*\/>/
const OG_HEIGHT_TAG = /<meta property="og:image:height" content="(\d+)"\s*\/>/

/** Each screen page of a build (`<screen>/index.html`) and the social image its HTML asks for. */
async function ogTargets(app: PreviewName, dist: string) {
  const targets: { screen: string; image: string; width: number; height: number }[] = []
  for (const entry of await readdir(dist, { withFileTypes: true })) {
    const page = path.join(dist, entry.name, 'index.html')
    if (!entry.isDirectory() || !(await isFile(page))) continue
    const html = await readFile(page, 'utf8')
    const image = html.match(OG_TAG)?.[1]
    const width = Number(html.match(OG_WIDTH_TAG)?.[1])
    const height = Number(html.match(OG_HEIGHT_TAG)?.[1])
    if (!image || !width || !height) {
      throw new Error(`${page} names no og:image with its size: rebuild ${app} (pnpm capture does).`)
    }
    // og:image is absolute when the site's origin is known; the file lives at its path under the app.
    const imagePath = new URL(image, 'http://capture').pathname
    if (!imagePath.startsWith(appBase(app))) throw new Error(`${page}: og:image ${image} is outside ${app}`)
    targets.push({ screen: entry.name, image: imagePath.slice(appBase(app).length), width, height })
  }
  if (targets.length === 0) throw new Error(`No screen pages in ${dist}`)
  return targets
}

async function captureOgImages(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  dists: Record<PreviewName, string>,
  origin: string,
): Promise<void> {
  for (const [app, dist] of Object.entries(dists) as [PreviewName, string][]) {
    const publicDir = path.join(repoRoot, 'apps', app, 'public')
    await rm(path.join(publicDir, 'og'), { recursive: true, force: true })
    for (const target of await ogTargets(app, dist)) {
      const context = await newContext(browser, { width: target.width, height: target.height }, 1)
      const page = await context.newPage()
      const url = `${origin}${appBase(app)}${target.screen}`
      await openScreen(page, url)
      const file = path.join(publicDir, target.image)
      await mkdir(path.dirname(file), { recursive: true })
      // A 256-colour palette keeps a UI screenshot sharp at a fraction of the size (22–34 KB).
      await sharp(await page.screenshot({ type: 'png' }))
        .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
        .toFile(file)
      console.log(`og: ${url} → apps/${app}/public/${target.image}`)
      await context.close()
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'founder-dist': { type: 'string' },
      'investor-dist': { type: 'string' },
      only: { type: 'string' },
    },
  })
  const dists: Record<PreviewName, string> = {
    'founder-preview': path.resolve(
      values['founder-dist'] ?? path.join(repoRoot, appRoute('founder-preview').distDir),
    ),
    'investor-preview': path.resolve(
      values['investor-dist'] ?? path.join(repoRoot, appRoute('investor-preview').distDir),
    ),
  }
  for (const [app, dir] of Object.entries(dists)) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`No build of ${app} in ${dir}: run \`pnpm capture\` from the repo root.`)
    }
  }

  const { server, origin } = await serveBuilds(dists)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    if (values.only !== 'og') await captureSlides(browser, origin)
    if (values.only !== 'slides') await captureOgImages(browser, dists, origin)
  } finally {
    await browser.close()
    server.close()
  }
}

await main()
