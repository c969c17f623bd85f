import { compileHint, inlineScripts, noChunkCycles } from '@app/page-runtime/vite'
import { type AppName, appBase, appRoute, fillLocalBuildEnv } from '@app/site-config'
import { checkEnvOnBuild, checkPreviewEnv } from '@app/site-config/env-check'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { ConfigEnv, UserConfig } from 'vite'

const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/

/**
 * Said under a chunk-cycle error, whose chunk names alone do not tell a newcomer that the groups below made them:
 * they follow the screen list, so adding a screen can make two of them import each other, even a screen that only
 * re-exports an existing one.
 */
const CHUNK_CYCLE_HINT =
  'In a preview app these are the shared-module groups of packages/preview-kit/src/config/vite.ts (codeSplitting), ' +
  'which follow the screen list and which modules two screens share. What they are, and the ways out: ' +
  'packages/preview-kit/README.md, "Chunks that import each other".'

/**
 * A preview app's `vite.config.ts`: React Router's plugin (framework mode, see `previewReactRouterConfig`) and
 * Tailwind, served under the app's prefix from the route table on its fixed dev port. The VITE_* values the
 * browser code reads (from the environment and any `.env` files) are checked here, so a missing or malformed one
 * fails the build. `vite dev` runs against the local stack with no configuration: missing values are filled in
 * Node; a production build (mode `production`) gets no defaults.
 */
export function previewViteConfig(name: AppName, { mode }: ConfigEnv): UserConfig {
  if (mode !== 'production') fillLocalBuildEnv()
  return {
    base: appBase(name),
    plugins: [
      checkEnvOnBuild(checkPreviewEnv),
      tailwindcss(),
      reactRouter(),
      inlineScripts(),
      compileHint(),
      noChunkCycles({ hint: CHUNK_CYCLE_HINT }),
    ],
    server: { port: appRoute(name).devPort, strictPort: true },
    build: {
      rolldownOptions: {
        output: {
          // Few files for a screen: each module file costs a phone main-thread work when it is asked for and
          // again when it arrives. Left alone, Rolldown splits one screen into about twenty files, several of
          // them a few hundred bytes; these groups give eight or nine:
          // - `framework`: React, React DOM and React Router, which every page loads at once (one file also
          //   compresses about 3 KB better than the automatic split of them);
          // - `common`: the modules three or more of the app's entries use (its screens, root, 404, client
          //   entry), in one file that every screen loads (a chart three screens drew would load with the
          //   dashboard too: the budget test would say so);
          // - `shared`: the modules exactly two of them use, grouped by the two (`entriesAware`, so a screen
          //   does not load another's chart code), small groups merged into their nearest neighbour;
          // - React Router's manifest and entry, the root and the screen's own module.
          // About the bytes of the automatic split on the first route (`e2e/tests/budgets.spec.ts` holds them).
          // Merged groups can make two chunks import each other, which runs a module before one it needs (a
          // blank screen): `noChunkCycles()` fails such a build. `common` takes no part in a cycle: whatever a
          // module three entries use imports, those three use too, so `common` imports only `framework`. Without
          // it, the many small groups of modules most screens use were merged into each other, and adding any
          // screen made two of them import each other (README, "Chunks that import each other"). Rolldown's
          // `strictExecutionOrder: true` makes cycles safe too, at about 2.5 KB gzip more on the first route.
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
              { name: 'common', minShareCount: 3, priority: 2 },
              {
                name: 'shared',
                minShareCount: 2,
                priority: 1,
                entriesAware: true,
                entriesAwareMergeThreshold: 100_000,
              },
            ],
          },
        },
      },
    },
  }
}
