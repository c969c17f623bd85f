import { nodeTestConfig } from '@app/vitest-config/node'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(nodeTestConfig, {
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
