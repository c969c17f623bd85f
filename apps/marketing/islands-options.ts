import path from 'node:path'
import type { IslandsOptions } from '@app/page-runtime/vite'
import { appBase } from '@app/site-config'

/** The folder of the site's island files, one island each, from the app's root. */
export const ISLANDS_DIR = 'app/islands'

/**
 * The site's islands, for the islands build (islands.config.ts), the app build and `vite dev` (vite.config.ts)
 * and the tests (vitest.config.ts).
 */
export const islandsOptions = {
  dir: path.join(import.meta.dirname, ISLANDS_DIR),
  base: appBase('marketing'),
} satisfies IslandsOptions
