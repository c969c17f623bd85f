import path from 'node:path'
import { inlineScripts, islands } from '@app/page-runtime/vite'
import { appBase } from '@app/site-config'
import { reactTestConfig } from '@app/vitest-config/react'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(reactTestConfig, {
  // As in `vite dev`: each island names its modules (the dev server's), and `?inline-script` imports compile.
  plugins: [
    inlineScripts(),
    islands({ dir: path.join(import.meta.dirname, 'app/islands'), base: appBase('marketing') }),
  ],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
})
