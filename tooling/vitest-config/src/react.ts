import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The Vitest config of the React packages: JSX through the React plugin, a DOM from happy-dom. */
export const reactTestConfig = defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // Globals let @testing-library/react register its automatic cleanup after each test.
    globals: true,
  },
})
