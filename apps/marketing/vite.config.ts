import path from 'node:path'
import { inlineScripts, islands } from '@app/page-runtime/vite'
import { appBase, appRoute, GATEWAY_PORT, localBuildEnv } from '@app/site-config'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { refuseSampleContent } from './build/refuse-sample-content.ts'

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

export default defineConfig(({ mode }) => {
  fillLocalDevEnv(mode)
  return {
    base: appBase('marketing'),
    plugins: [
      refuseSampleContent(),
      tailwindcss(),
      reactRouter(),
      inlineScripts(),
      islands({
        dir: path.join(import.meta.dirname, 'app/islands'),
        base: appBase('marketing'),
        // React Router's <Scripts /> would install its React Refresh preamble; no page here renders them.
        devPreamble: 'virtual:react-router/inject-hmr-runtime',
      }),
    ],
    // The islands are no routes: let the dev server pre-bundle their dependencies up front too.
    optimizeDeps: { entries: ['app/islands/*'] },
    server: { port: appRoute('marketing').devPort, strictPort: true },
  }
})
