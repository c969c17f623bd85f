import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A worker's test files share its modules (each evaluated once) instead of loading them afresh for every
    // file: about half the time. The tests keep no state in modules; they pass in shuffled order
    // (`vitest run --sequence.shuffle`).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
})
