import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Manifest, Plugin, UserConfig } from 'vite'
import { compileHint } from './compile-hint.ts'

/** Where an app's islands build writes, beside its own build. */
export const ISLANDS_OUT_DIR = '.islands'

export interface IslandsOptions {
  /** The folder of island files, one island each, named after its file (e.g. app/islands). */
  dir: string
  /** The app's public base path (Vite `base`). */
  base: string
  /**
   * A module every island needs before its own in `vite dev`, e.g. React Router's React Refresh preamble
   * (`virtual:react-router/inject-hmr-runtime`), which a page without React Router's scripts never installs.
   */
  devPreamble?: string
}

/** The island files of `dir`, by island name. */
function islandFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => [path.parse(file).name, path.join(dir, file)]),
  )
}

/**
 * The islands build (its own `vite build`, run before the app's): one entry per island file, so a page loads
 * only the code of the islands it shows, and a manifest the app build reads to name each island's modules.
 */
export function islandsBuildConfig({ dir, base }: IslandsOptions): UserConfig {
  return {
    base,
    plugins: [compileHint()],
    build: {
      outDir: ISLANDS_OUT_DIR,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { input: islandFiles(dir) },
    },
  }
}

/** Each island's modules from the islands build's manifest: the entry, then every chunk it imports. */
function modulesFromManifest(manifest: Manifest, base: string): Record<string, string[]> {
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

const DEV_ENTRY = 'virtual:island/'

/**
 * The app build's side of islands: defines `__ISLAND_MODULES__` (read by `defineIsland` on the server) from
 * the islands build's manifest and `__ISLANDS_DIR__` (`dir` from the app's root, for its error messages), and
 * fails a build that would ship pages without their islands. In `vite dev` each island is served from source,
 * behind `devPreamble`.
 */
export function islands({ dir, base, devPreamble }: IslandsOptions): Plugin {
  let manifestFile = ''
  let building = false
  return {
    name: 'page-runtime:islands',
    config(config, { command }) {
      building = command === 'build'
      const root = config.root ?? process.cwd()
      manifestFile = path.join(root, ISLANDS_OUT_DIR, '.vite/manifest.json')
      let modules: Record<string, string[]> = {}
      if (command === 'serve')
        modules = Object.fromEntries(
          Object.keys(islandFiles(dir)).map((name) => [name, [`${base}@id/__x00__${DEV_ENTRY}${name}`]]),
        )
      // Missing only outside a build (e.g. a type generator reading this config): `buildStart` fails a build.
      else if (existsSync(manifestFile))
        modules = modulesFromManifest(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, base)
      return {
        define: {
          __ISLAND_MODULES__: JSON.stringify(modules),
          __ISLANDS_DIR__: JSON.stringify(path.relative(root, dir)),
        },
      }
    },
    buildStart() {
      if (building && !existsSync(manifestFile))
        this.error(`${manifestFile} is missing: run the islands build first (see the app's package.json).`)
    },
    resolveId(id) {
      return id.startsWith(DEV_ENTRY) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${DEV_ENTRY}`)) return undefined
      const file = islandFiles(dir)[id.slice(DEV_ENTRY.length + 1)]
      if (!file) return undefined
      // Dev only: an entry that imports the preamble, then the island's own file.
      return [devPreamble, file]
        .flatMap((module) => (module ? [`import ${JSON.stringify(module)}`] : []))
        .join('\n')
    },
  }
}
