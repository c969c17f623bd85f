import { islandsBuildConfig } from '@app/page-runtime/vite'
import { checkEnvOnBuild, checkMarketingEnv } from '@app/site-config/env-check'
import { defineConfig } from 'vite'
import { refuseSampleContent } from './build/refuse-sample-content.ts'
import { islandsOptions } from './islands-options.ts'

/**
 * The browser code of the marketing site: one entry per island file of app/islands/, each hydrating only its
 * own island. Built before `react-router build`, which prerenders the pages and names each island's modules
 * from this build's manifest (vite.config.ts). React Router's own client build is not loaded by any page.
 */
const islands = islandsBuildConfig(islandsOptions)

export default defineConfig({
  ...islands,
  // Fails here, the first step of the build, rather than after the islands are bundled: the islands inline
  // the Data API's address and key, so they are checked here as well as in vite.config.ts.
  plugins: [checkEnvOnBuild(checkMarketingEnv), refuseSampleContent(), ...(islands.plugins ?? [])],
})
