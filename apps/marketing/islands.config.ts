import { readdirSync } from 'node:fs'
import path from 'node:path'
import { appBase } from '@app/site-config'
import { defineConfig } from 'vite'
import { refuseSampleContent } from './build/refuse-sample-content.ts'

/** Where the islands build writes; react-router.config.ts copies its assets into the site's build. */
export const ISLANDS_OUT_DIR = '.islands'
const pagesDir = path.join(import.meta.dirname, 'app/islands/pages')

/**
 * The browser code of the marketing site: one entry per page that has any (app/islands/pages/), each
 * hydrating only that page's islands. Built before `react-router build`, which prerenders the pages and
 * names each page's modules from this build's manifest (vite.config.ts). React Router's own client build is
 * not loaded by any page.
 */
export default defineConfig({
  base: appBase('marketing'),
  // Fails here, the first step of the build, rather than after the islands are bundled.
  plugins: [refuseSampleContent()],
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: Object.fromEntries(
        readdirSync(pagesDir).map((file) => [path.parse(file).name, path.join(pagesDir, file)]),
      ),
    },
  },
})
