import { inlineScripts, islands } from '@app/page-runtime/vite'
import { reactTestConfig } from '@app/vitest-config/react'
import { mergeConfig } from 'vitest/config'
import { islandsOptions } from './islands-options.ts'

export default mergeConfig(reactTestConfig, {
  // As in `vite dev`: each island names its modules (the dev server's), and `?inline-script` imports compile.
  plugins: [inlineScripts(), islands(islandsOptions)],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
})
