import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateIsland } from './hydrate-island'

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('hydrateIsland', () => {
  it('replaces the page with the "Unexpected Application Error!" screen when the island throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<div data-island="thank-you"><p>prerendered</p></div>'
    function Broken(): never {
      throw new Error('Widget exploded')
    }
    // act() also rethrows what React reported as uncaught; the page's own handler must have run all the same.
    // As in the browser, not inside act() (which takes React's uncaught errors for itself).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    hydrateIsland('thank-you', <Broken />)
    await vi.waitFor(() => expect(document.body.textContent).toContain('Unexpected Application Error!'))
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous
    expect(document.body.textContent).toContain('Unexpected Application Error!')
    expect(document.body.textContent).toContain('Widget exploded')
  })
})
