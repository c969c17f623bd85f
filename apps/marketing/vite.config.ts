import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { appBase, appRoute, GATEWAY_PORT, localBuildEnv } from '@app/site-config'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Manifest, type Plugin } from 'vite'
import { refuseSampleContent } from './build/refuse-sample-content.ts'
import { ISLANDS_OUT_DIR } from './islands.config.ts'

/**
 * `vite dev` runs against the local stack with no configuration: missing VITE_* values are filled here, in
 * Node, from the local stack's public demo values. Browser code never imports them, and a production build
 * (mode `production`) gets no defaults, so `app/env.ts` fails it when a value is missing.
 */
function fillLocalDevEnv(mode: string): void {
  if (mode === 'production') return
  for (const [key, value] of Object.entries(localBuildEnv(`http://localhost:${GATEWAY_PORT}`)))
    if (!process.env[key]?.trim()) process.env[key] = value
}

const islandsManifest = path.join(import.meta.dirname, ISLANDS_OUT_DIR, '.vite/manifest.json')

/** A build (not a config read) needs the islands build first: without it no page would get its scripts. */
const requireIslandsBuild: Plugin = {
  name: 'marketing:require-islands-build',
  apply: 'build',
  buildStart() {
    if (!existsSync(islandsManifest))
      this.error(`${islandsManifest} is missing: build the islands first (see package.json "build").`)
  },
}

/**
 * Each page's island modules (app/islands/island-modules.ts): from the islands build's manifest, the entry
 * then every chunk it imports, so the page script can fetch them all at once instead of one by one.
 */
function islandModules(command: 'build' | 'serve'): Record<string, string[]> {
  const base = appBase('marketing')
  const pagesDir = path.join(import.meta.dirname, 'app/islands/pages')
  if (command === 'serve')
    return Object.fromEntries(
      readdirSync(pagesDir).map((file) => {
        const name = path.parse(file).name
        return [name, [`${base}@id/__x00__${DEV_ISLAND_PREFIX}${name}`]]
      }),
    )
  // Missing only outside a build (e.g. `react-router typegen` resolving this config before anything is
  // built); `requireIslandsBuild` fails a build that would ship without the islands.
  if (!existsSync(islandsManifest)) return {}
  const manifest = JSON.parse(readFileSync(islandsManifest, 'utf8')) as Manifest
  const modules: Record<string, string[]> = {}
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue
    const files = new Set<string>([chunk.file])
    const visit = (key: string) => {
      const imported = manifest[key]
      if (!imported || files.has(imported.file)) return
      files.add(imported.file)
      for (const next of imported.imports ?? []) visit(next)
    }
    for (const key of chunk.imports ?? []) visit(key)
    modules[chunk.name] = [...files].map((file) => `${base}${file}`)
  }
  return modules
}

const DEV_ISLAND_PREFIX = 'virtual:marketing-island/'

/**
 * `vite dev` only: a page's island entry behind React Router's React Refresh preamble, which its `<Scripts />`
 * would otherwise install (and which every transformed module checks for).
 */
const devIslandEntries: Plugin = {
  name: 'marketing:dev-island-entries',
  apply: 'serve',
  resolveId(id) {
    return id.startsWith(DEV_ISLAND_PREFIX) ? `\0${id}` : undefined
  },
  load(id) {
    if (!id.startsWith(`\0${DEV_ISLAND_PREFIX}`)) return undefined
    const name = id.slice(DEV_ISLAND_PREFIX.length + 1)
    const file = readdirSync(path.join(import.meta.dirname, 'app/islands/pages')).find(
      (entry) => path.parse(entry).name === name,
    )
    if (!file) return undefined
    return `import 'virtual:react-router/inject-hmr-runtime'\nimport '/app/islands/pages/${file}'\n`
  },
}

export default defineConfig(({ command, mode }) => {
  fillLocalDevEnv(mode)
  return {
    base: appBase('marketing'),
    plugins: [refuseSampleContent(), tailwindcss(), reactRouter(), devIslandEntries, requireIslandsBuild],
    define: { __ISLAND_MODULES__: JSON.stringify(islandModules(command)) },
    // The island entries are no routes: let the dev server pre-bundle their dependencies up front too.
    optimizeDeps: { entries: ['app/islands/pages/*'] },
    server: { port: appRoute('marketing').devPort, strictPort: true },
  }
})
