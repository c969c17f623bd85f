import { defineConfig } from 'vitest/config'

/** Vitest for the packages whose tests run in Node (the forms' rules, the waitlist tool, the Data API). */
export const nodeTestConfig = defineConfig({
  test: {
    environment: 'node',
    // Worker threads that share their modules between test files (each module evaluated once per thread)
    // instead of a fresh process and module set per file: about a third less CPU for these suites, which the
    // e2e suite running beside them on CI gets back. No test keeps state in a module, and tests that change
    // process-wide state (an environment variable, stdout) restore it after themselves; the files pass in any
    // order (`vitest run --sequence.shuffle.files`).
    pool: 'threads',
    isolate: false,
  },
})
