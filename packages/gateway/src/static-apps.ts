import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { type AppRoute, appRoutes, NOT_FOUND_DOCUMENT } from '@app/site-config'
import express, { type Request, type RequestHandler, type Response, type Router } from 'express'
import { CACHE_CONTROL } from './cache-policy.ts'

/** Vite (and React Router) put content-hashed files under `assets/`; everything else may change per deploy. */
function isHashedAsset(filePath: string): boolean {
  return filePath.split(path.sep).includes('assets')
}

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    isHashedAsset(filePath) ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.revalidate,
  )
}

function sendHtml(res: Response, file: string, status = 200): void {
  res.status(status)
  res.setHeader('Cache-Control', CACHE_CONTROL.revalidate)
  // A Range header asks for part of the page at this address; an address with no page gets the whole 404 page
  // (the file sender would otherwise answer 206, a success, or 416 for a range past its end).
  res.sendFile(file, { acceptRanges: status === 200 })
}

/** A prerendered page for `pathname` inside a build: `/pricing` → `pricing/index.html`. */
function prerenderedPage(distDir: string, pathname: string): string | undefined {
  // An encoded slash is no slash to a router (`/founder/progress%2F` is a screen named "progress/"), so it names
  // no page either: decoding it first would serve a screen its router then replaces with its 404.
  if (/%2f/i.test(pathname)) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined // Malformed escapes ("%E0") name no page: the caller answers with its fallback, not a 500.
  }
  // One address per page: `//progress` names no page (the preview's router would find no screen for it).
  if (decoded.includes('//')) return undefined
  const relative = decoded.replace(/^\/+|\/+$/g, '')
  const candidate = path.join(distDir, relative, 'index.html')
  // Inside the build folder itself: `/..%2fclient-old%2fx` joins to `dist/client-old/x/index.html`, which starts
  // with `dist/client` too.
  if (!candidate.startsWith(distDir + path.sep)) return undefined
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined
}

/**
 * A build's files, but never a page by its file's name (`/pricing/index.html`, `/founder/index.html`): a page
 * has one address, and a preview's router, started on `/index.html`, would find no screen for it.
 */
function staticFiles(distDir: string): RequestHandler {
  const serve = express.static(distDir, { index: false, redirect: false, setHeaders: setCacheHeaders })
  return (req, res, next) => (req.path.endsWith('.html') ? next() : serve(req, res, next))
}

/**
 * Addresses are case-sensitive, as on the production host (nginx): `/Founder` is not `/founder`. (The previews'
 * client router matches regardless of case, so a page served for `/Founder/Progress` would show a screen under
 * a 404 status and title.)
 */
const caseSensitiveRouter = () => express.Router({ caseSensitive: true })

/**
 * A hashed asset that does not exist (a page from before a redeploy asking for its old chunk) gets a bare 404,
 * not the 404 page: HTML the browser would try to run as a script, and 20 KB of it. True when it answered.
 */
function sentMissingAsset(req: Request, res: Response, prefix: string): boolean {
  if (!req.path.startsWith(`${prefix}/assets/`)) return false
  res.sendStatus(404)
  return true
}

/**
 * A preview app: its files, then for a screen's address the screen's prerendered page (`progress` →
 * `progress/index.html`, with that screen's title and social card), the app's index at its own address, and
 * for anything else its prerendered 404 page with status 404 (the app's router shows the same 404 screen).
 */
function previewApp(app: AppRoute, distDir: string): Router {
  const router = caseSensitiveRouter()
  router.use(app.prefix, staticFiles(distDir))
  router.get([app.prefix, `${app.prefix}/*splat`], (req: Request, res: Response) => {
    if (sentMissingAsset(req, res, app.prefix)) return
    const screenPage = prerenderedPage(distDir, req.path.slice(app.prefix.length) || '/')
    if (screenPage) sendHtml(res, screenPage)
    else sendHtml(res, path.join(distDir, NOT_FOUND_DOCUMENT), 404)
  })
  return router
}

/** The prerendered marketing site: known pages 200, anything else its not-found page with status 404. */
function marketingApp(distDir: string): Router {
  const router = caseSensitiveRouter()
  router.use(staticFiles(distDir))
  router.get('/*splat', (req: Request, res: Response) => {
    if (sentMissingAsset(req, res, '')) return
    const page = prerenderedPage(distDir, req.path)
    if (page) sendHtml(res, page)
    else sendHtml(res, path.join(distDir, NOT_FOUND_DOCUMENT), 404)
  })
  router.get('/', (_req: Request, res: Response) => sendHtml(res, path.join(distDir, 'index.html')))
  return router
}

/**
 * The site's not-found page, for an address refused before any app's router sees it (a malformed escape, `/%`):
 * the marketing site's, as the production proxy's server-wide `error_page 400` shows it.
 */
export function siteNotFoundPage(repoRoot: string): string | undefined {
  const marketing = appRoutes.find((app) => app.prefix === '/')
  return marketing && path.join(repoRoot, marketing.distDir, NOT_FOUND_DOCUMENT)
}

/** Serves the three production builds under one origin, routed by the shared route table. */
export function staticAppsRouter(repoRoot: string): Router {
  const router = caseSensitiveRouter()
  for (const app of appRoutes) {
    const distDir = path.join(repoRoot, app.distDir)
    router.use(app.prefix === '/' ? marketingApp(distDir) : previewApp(app, distDir))
  }
  return router
}

export function missingBuilds(repoRoot: string): string[] {
  return appRoutes
    .map((app) => path.join(repoRoot, app.distDir, 'index.html'))
    .filter((file) => !existsSync(file))
}
