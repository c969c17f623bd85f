import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The Vitest config of the React packages: JSX through the React plugin, a DOM from happy-dom. */
export const reactTestConfig = defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // One happy-dom and one set of modules (each evaluated once) per worker, shared by its test files:
    // creating them for each file would be most of these packages' test time. The setup file empties the document and storage after every test; the tests pass in shuffled
    // order (`vitest run --sequence.shuffle`).
    isolate: false,
    // A route's first render imports its screen's modules, which Vitest transforms on first use: on the 2-core
    // CI machine, busy with the e2e suite beside it, one such test took over the default 5 s.
    testTimeout: 20_000,
    setupFiles: [fileURLToPath(new URL('./react-setup.ts', import.meta.url))],
    // Node 25 and later have a localStorage of their own, which is undefined without `--localstorage-file`;
    // Vitest keeps Node's globals, so it would hide happy-dom's storage from every test. Turned off wherever
    // Node knows the flag (22 and later; Node 20 has no such storage and would refuse the flag).
    execArgv: process.allowedNodeEnvironmentFlags.has('--experimental-webstorage')
      ? ['--no-experimental-webstorage']
      : [],
  },
})
