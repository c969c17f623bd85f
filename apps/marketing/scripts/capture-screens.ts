/**
 * Captures the hero carousel's screenshots from the built preview apps and writes them, sized and
 * compressed, to public/slides/ (`<image>-<width>w.<format>`, see app/features/landing/slide-images.ts).
 *
 *   pnpm --filter @app/founder-preview build && pnpm --filter @app/investor-preview build
 *   pnpm --filter @app/marketing capture-slides [--founder-dist <dir>] [--investor-dist <dir>]
 *
 * The previews are served from their dist folders under their own prefixes by a throwaway static server
 * on CAPTURE_PORT and photographed in Chromium (CHROMIUM_PATH, default Debian's /usr/bin/chromium).
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { heroSlides } from '@app/sample-data/marketing'
import type { CarouselSlide } from '@app/sample-data/types'
import { type AppName, appBase, appRoute } from '@app/site-config'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import {
  SLIDE_IMAGE_FORMATS,
  SLIDE_IMAGE_SIZE,
  SLIDE_IMAGE_WIDTHS,
  type SlideImageFormat,
  slideImageFile,
} from '../app/features/landing/slide-images.ts'

const CAPTURE_PORT = 4177
/** Captured sharper than the largest file so every width is a clean downscale. */
const DEVICE_SCALE_FACTOR = 1.5
/** The score ring, score bars and scripted chat animate in; give them time to settle. */
const SETTLE_MS = 2500

/** Which preview screen each slide shows (spec §2: founder dashboard, AI coach, progress; investor screens). */
const slideSources: Record<string, { app: AppName; screen: string }> = {
  '/slides/health-score': { app: 'founder-preview', screen: 'dashboard' },
  '/slides/ai-coach': { app: 'founder-preview', screen: 'ai-cofounder' },
  '/slides/milestones': { app: 'founder-preview', screen: 'progress' },
  '/slides/portfolio': { app: 'investor-preview', screen: 'portfolio' },
  '/slides/opportunities': { app: 'investor-preview', screen: 'discover' },
}

const encoders: Record<SlideImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 5 }),
  webp: (image) => image.webp({ quality: 78, effort: 5 }),
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
const publicDir = path.resolve(import.meta.dirname, '../public')

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false
}

/** Serves each preview's dist under its prefix, falling back to its index.html like the real gateway. */
function serveBuilds(dists: Record<'founder-preview' | 'investor-preview', string>): Promise<Server> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://capture').pathname)
    const app = (Object.keys(dists) as (keyof typeof dists)[]).find((name) =>
      pathname.startsWith(appBase(name)),
    )
    if (!app) {
      response.writeHead(404).end()
      return
    }
    const root = dists[app]
    const requested = path.join(root, path.normalize(pathname.slice(appBase(app).length)))
    const file =
      requested.startsWith(root) && (await isFile(requested)) ? requested : path.join(root, 'index.html')
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    })
    response.end(await readFile(file))
  })
  return new Promise((resolve) => server.listen(CAPTURE_PORT, '127.0.0.1', () => resolve(server)))
}

async function writeSizedImages(slide: CarouselSlide, screenshot: Buffer): Promise<void> {
  const folder = path.dirname(path.join(publicDir, slide.image))
  await mkdir(folder, { recursive: true })
  // Files of widths or formats no longer in use would otherwise linger in the build.
  const stale = (await readdir(folder)).filter((file) => file.startsWith(`${path.basename(slide.image)}-`))
  await Promise.all(stale.map((file) => rm(path.join(folder, file))))
  for (const width of SLIDE_IMAGE_WIDTHS) {
    const height = Math.round((width * SLIDE_IMAGE_SIZE.height) / SLIDE_IMAGE_SIZE.width)
    for (const format of SLIDE_IMAGE_FORMATS) {
      const resized = sharp(screenshot).resize(width, height, { fit: 'cover', position: 'top' })
      await encoders[format](resized).toFile(path.join(publicDir, slideImageFile(slide.image, width, format)))
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'founder-dist': { type: 'string' }, 'investor-dist': { type: 'string' } },
  })
  const dists = {
    'founder-preview': path.resolve(
      values['founder-dist'] ?? path.join(repoRoot, appRoute('founder-preview').distDir),
    ),
    'investor-preview': path.resolve(
      values['investor-dist'] ?? path.join(repoRoot, appRoute('investor-preview').distDir),
    ),
  }
  for (const [app, dir] of Object.entries(dists)) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`No build of ${app} in ${dir}: run \`pnpm --filter @app/${app} build\` first.`)
    }
  }

  const server = await serveBuilds(dists)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage({
      viewport: SLIDE_IMAGE_SIZE,
      deviceScaleFactor: DEVICE_SCALE_FACTOR,
    })
    for (const slide of heroSlides) {
      const source = slideSources[slide.image]
      if (!source) throw new Error(`No preview screen is assigned to the slide image ${slide.image}`)
      const url = `http://127.0.0.1:${CAPTURE_PORT}${appBase(source.app)}${source.screen}`
      await page.goto(url, { waitUntil: 'networkidle' })
      await page.waitForTimeout(SETTLE_MS)
      await writeSizedImages(slide, await page.screenshot({ type: 'png' }))
      console.log(`${slide.title}: ${url} → public${slide.image}-*`)
    }
  } finally {
    await browser.close()
    server.close()
  }
}

await main()
