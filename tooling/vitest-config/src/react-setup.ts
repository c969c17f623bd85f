import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Every test starts from an empty document and empty storage. Test files share one DOM per worker (`isolate:
// false` in react.ts), so this runs after each test of every file: Testing Library's own automatic cleanup is
// registered only by the first file that imports it.
afterEach(() => {
  cleanup()
  // Tests that render a browser router move the address; the next test starts at the root.
  history.replaceState(null, '', '/')
  sessionStorage.clear()
  localStorage.clear()
})
