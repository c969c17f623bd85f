import { readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { type AppName, appBase, appRoute, NOT_FOUND_PRERENDER_PATH } from '@app/site-config'
import { moveNotFoundDocument } from '@app/site-config/not-found-document'
import type { Config } from '@react-router/dev/config'
import type { PreviewApp } from '../app.ts'

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..')
/** React Router's SPA fallback (`ssr: false`): not served, unknown addresses get the prerendered 404 page. */
const SPA_FALLBACK = '__spa-fallback.html'

/** Every address a preview app prerenders: its index, each screen, and the 404 page. */
function prerenderPaths(app: PreviewApp): string[] {
  return ['/', ...app.screens.map((screen) => `/${screen.path}`), NOT_FOUND_PRERENDER_PATH]
}

/**
 * A preview app's `react-router.config.ts`: React Router's framework mode, fully static (`ssr: false`), every
 * screen and the 404 prerendered to its own HTML page, served under the app's prefix from the route table
 * (`appRoutes` in @app/site-config), built into that table's `distDir`.
 *
 * React Router writes prerendered pages under the basename (`client/founder/progress/index.html`) while Vite
 * writes assets at the top (`client/assets/`); the folder is served at the prefix, so `buildEnd` moves the pages
 * up, turns the 404 page into `404.html` (which the gateway and nginx answer unknown addresses with, status 404,
 * so `/founder/404` is no page of its own) and drops the SPA fallback.
 */
export function previewReactRouterConfig(name: AppName, app: PreviewApp): Config {
  const base = appBase(name)
  const clientDir = path.join(REPO_ROOT, appRoute(name).distDir)
  if (path.basename(clientDir) !== 'client')
    throw new Error(`${name}: distDir must end in client/ (React Router's client build folder)`)
  return {
    appDirectory: 'src',
    buildDirectory: path.dirname(clientDir),
    ssr: false,
    basename: base,
    prerender: prerenderPaths(app),
    // `pnpm dev` only: Vite pre-bundles the dependencies of every screen up front, from the routes, instead of
    // meeting them as pages are visited (a first visit answered 504 "Outdated Optimize Dep" and reloaded).
    future: { unstable_optimizeDeps: true },
    async buildEnd() {
      const pagesDir = path.join(clientDir, base)
      for (const entry of await readdir(pagesDir))
        await rename(path.join(pagesDir, entry), path.join(clientDir, entry))
      await rm(path.join(clientDir, base.split('/').find(Boolean) ?? ''), { recursive: true })
      await moveNotFoundDocument(clientDir)
      await rm(path.join(clientDir, SPA_FALLBACK), { force: true })
    },
  }
}
