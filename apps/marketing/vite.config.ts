import { inlineScripts, islands } from '@app/page-runtime/vite'
import { appBase, appRoute, fillLocalBuildEnv } from '@app/site-config'
import { checkEnvOnBuild, checkMarketingEnv } from '@app/site-config/env-check'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { refuseSampleContent } from './build/refuse-sample-content.ts'
import { ISLANDS_DIR, islandsOptions } from './islands-options.ts'

export default defineConfig(({ mode }) => {
  // `vite dev` runs against the local stack with no configuration: missing VITE_* values are filled here, in
  // Node. Browser code never imports them, and a production build (mode `production`) gets no defaults, so
  // `checkMarketingEnv` fails it when a value is missing.
  if (mode !== 'production') fillLocalBuildEnv()
  return {
    base: appBase('marketing'),
    plugins: [
      checkEnvOnBuild(checkMarketingEnv),
      refuseSampleContent(),
      tailwindcss(),
      reactRouter(),
      inlineScripts(),
      islands({
        ...islandsOptions,
        // React Router's <Scripts /> would install its React Refresh preamble; no page here renders them.
        devPreamble: 'virtual:react-router/inject-hmr-runtime',
      }),
    ],
    // The islands are no routes: let the dev server pre-bundle their dependencies up front too.
    optimizeDeps: { entries: [`${ISLANDS_DIR}/*`] },
    server: { port: appRoute('marketing').devPort, strictPort: true },
  }
})
