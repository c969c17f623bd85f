import { nodeTestConfig } from '@app/vitest-config/node'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(nodeTestConfig, {
  test: {
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
