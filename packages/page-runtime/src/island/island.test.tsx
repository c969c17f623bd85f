import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineIsland as defineBrowserIsland } from './island.client.tsx'
import { defineIsland as definePrerenderedIsland } from './island.server.tsx'

vi.stubGlobal('__ISLAND_MODULES__', { greeting: ['/assets/greeting.js', '/assets/react.js'] })
vi.stubGlobal('__ISLANDS_DIR__', 'site/islands')
afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

function Greeting() {
  return <p>Hello</p>
}
function Broken(): never {
  throw new Error('Widget exploded')
}
function ErrorScreen({ message }: { message: string }) {
  return <h1>Unexpected Application Error! {message}</h1>
}
const GreetingIsland = definePrerenderedIsland('greeting', Greeting)
const MissingIsland = definePrerenderedIsland('missing', Greeting)

describe('defineIsland, prerendered', () => {
  it('renders the island as a root of its own that names its modules', () => {
    document.body.innerHTML = renderToString(<GreetingIsland />)
    const root = document.querySelector('[data-island="greeting"]')
    expect(root?.textContent).toBe('Hello')
    expect(root?.getAttribute('data-island-modules')).toBe('/assets/greeting.js /assets/react.js')
  })

  it('refuses an island that has no entry of its own (a prerender that would ship it without code)', () => {
    expect(() => renderToString(<MissingIsland />)).toThrow(
      'No island entry is named "missing": its file must be site/islands/missing.tsx',
    )
  })
})

describe('defineIsland, in the browser', () => {
  it('replaces the page with the error screen when the island throws while hydrating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<div data-island="broken"><p>prerendered</p></div>'
    // As in the browser, not inside act() (which takes React's uncaught errors for itself).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    defineBrowserIsland('broken', Broken, { ErrorScreen })
    await vi.waitFor(() => expect(document.body.textContent).toContain('Unexpected Application Error!'))
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous
    expect(document.body.textContent).toContain('Widget exploded')
  })

  it('hydrates the prerendered island, marks it ready and runs onHydrate', async () => {
    document.body.innerHTML = renderToString(<GreetingIsland />)
    const hydrated = vi.fn()
    defineBrowserIsland('greeting', Greeting, { onHydrate: hydrated })
    await vi.waitFor(() =>
      expect(document.querySelector('[data-island="greeting"]')?.hasAttribute('data-island-ready')).toBe(
        true,
      ),
    )
    expect(hydrated).toHaveBeenCalledOnce()
  })
})
