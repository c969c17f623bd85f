import { build } from 'rolldown'
import type { Plugin } from 'vite'

const QUERY = '?inline-script'
const PREFIX = '\0inline-script:'

/**
 * `import code from './page-script.ts?inline-script'` gives the module, bundled with everything it imports and
 * minified into one classic script, as a string for an inline <script> in <head> (which must run before the
 * first paint, so it cannot be a module file). The script is real TypeScript, type-checked and compiled like
 * any other module; CSP hashes are taken from the built pages, so whatever the compiler emits is what is
 * allowed. Page-specific values travel in the script element's data-* attributes (read through
 * `document.currentScript`), so one compiled script serves every page.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'page-runtime:inline-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return undefined
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true })
      return resolved ? `${PREFIX}${resolved.id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return undefined
      const file = id.slice(PREFIX.length)
      const { output } = await build({
        input: file,
        write: false,
        platform: 'browser',
        resolve: { conditionNames: ['browser', 'import', 'default'] },
        output: { format: 'iife', minify: true },
      })
      const [script] = output
      for (const module of script.moduleIds) if (!module.startsWith('\0')) this.addWatchFile(module)
      return `export default ${JSON.stringify(script.code.trim())}`
    },
  }
}
