import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // Globals let @testing-library/react register its automatic cleanup after each test.
    globals: true,
  },
})
