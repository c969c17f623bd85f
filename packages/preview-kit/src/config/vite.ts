import { compileHint, inlineScripts, noChunkCycles } from '@app/page-runtime/vite'
import { type AppName, appBase, appRoute } from '@app/site-config'
import { checkEnvOnBuild, checkPreviewEnv } from '@app/site-config/env-check'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { UserConfig } from 'vite'

const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/

/**
 * Said under a chunk-cycle error, whose chunk names alone do not tell a newcomer that the groups below made them:
 * they follow the screen list, so adding a screen can make two of them import each other, even a screen that only
 * re-exports an existing one.
 */
const CHUNK_CYCLE_HINT =
  'In a preview app these are the shared-module groups of packages/preview-kit/src/config/vite.ts (codeSplitting), ' +
  'which follow the screen list: a screen added can make two of them import each other, and changing ' +
  "that screen's own imports does not help. What was tried and the ways out: packages/preview-kit/README.md, " +
  '"Chunks that import each other".'

/**
 * A preview app's `vite.config.ts`: React Router's plugin (framework mode, see `previewReactRouterConfig`) and
 * Tailwind, served under the app's prefix from the route table on its fixed dev port. The VITE_* values the
 * browser code reads (from the environment and any `.env` files) are checked here, so a malformed one fails the
 * build.
 */
export function previewViteConfig(name: AppName): UserConfig {
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
          // - `shared`: the modules two or more screens use, grouped by the screens that use them
          //   (`entriesAware`, so a screen does not load another's chart code), small groups merged into their
          //   nearest neighbour;
          // - React Router's manifest and entry, the root and the screen's own module.
          // No more bytes than the automatic split on the first route (`e2e/tests/budgets.spec.ts` holds them).
          // Merged groups can make two chunks import each other, which runs a module before one it needs (a
          // blank screen): `noChunkCycles()` fails such a build. Rolldown's `strictExecutionOrder: true` makes
          // cycles safe, at about 2.5 KB gzip more on the first route; a change of module layout is the cheaper fix.
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
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
