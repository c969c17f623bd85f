import { nodeTestConfig } from '@app/vitest-config/node'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(nodeTestConfig, {
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One local Data API with seeded rows for the whole run (creating a database takes seconds).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
  },
})
