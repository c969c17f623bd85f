import { inlineScripts } from '@app/page-runtime/vite'
import { type AppName, appBase, appRoute } from '@app/site-config'
import { checkPreviewEnv } from '@app/site-config/preview-env-check'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { UserConfig } from 'vite'

const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/

/**
 * A preview app's `vite.config.ts`: React Router's plugin (framework mode, see `previewReactRouterConfig`) and
 * Tailwind, served under the app's prefix from the route table on its fixed dev port. The VITE_* values the
 * browser code reads are checked here, so a malformed one fails the build.
 */
export function previewViteConfig(name: AppName): UserConfig {
  checkPreviewEnv(process.env)
  return {
    base: appBase(name),
    plugins: [tailwindcss(), reactRouter(), inlineScripts()],
    server: { port: appRoute(name).devPort, strictPort: true },
    build: {
      rolldownOptions: {
        output: {
          // React, React DOM and React Router as one file: every page loads all of them at once, and one file
          // compresses better than the several the automatic split would make of them (about 3 KB less gzip).
          codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK_MODULES }] },
        },
      },
    },
  }
}
