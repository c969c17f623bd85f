import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { heldInputs } from '../contract.ts'
import { defineScriptIsland as defineBrowserIsland } from './script-island.client.ts'
import { defineScriptIsland as definePrerenderedIsland } from './script-island.server.tsx'

vi.stubGlobal('__ISLAND_MODULES__', { counter: ['/assets/counter.js'] })
afterEach(() => {
  document.body.replaceChildren()
  heldInputs().splice(0)
})

function CounterView() {
  return (
    <button type="button" data-count="0">
      Count: 0
    </button>
  )
}

/** The island's browser side: plain DOM code on the prerendered button. */
function startCounter(root: Element) {
  const button = root.querySelector('button')
  button?.addEventListener('click', () => {
    const count = Number(button.dataset.count) + 1
    button.dataset.count = String(count)
    button.textContent = `Count: ${count}`
  })
}

const CounterIsland = definePrerenderedIsland('counter', startCounter)

/** The page as the server sends it: the counter's markup inside its island root. */
const prerender = () => {
  document.body.innerHTML = renderToString(
    <CounterIsland>
      <CounterView />
    </CounterIsland>,
  )
}

describe('defineScriptIsland', () => {
  it('prerenders its markup inside an island root that names its modules', () => {
    prerender()
    const root = document.querySelector('[data-island="counter"]')
    expect(root?.textContent).toBe('Count: 0')
    expect(root?.getAttribute('data-island-modules')).toBe('/assets/counter.js')
  })

  it('in the browser, starts the code on the prerendered root, carries out held presses and marks it ready', async () => {
    prerender()
    const root = document.querySelector('[data-island="counter"]')
    const button = root?.querySelector('button')
    if (!root || !button) throw new Error('the island was not prerendered')
    // Two presses made while the code was on its way, as the inline page script holds them.
    button.setAttribute('aria-busy', 'true')
    heldInputs().push({ root, target: button, type: 'click' }, { root, target: button, type: 'click' })

    defineBrowserIsland('counter', startCounter)

    await vi.waitFor(() => expect(root.hasAttribute('data-island-ready')).toBe(true))
    expect(button.textContent).toBe('Count: 2')
    expect(button.hasAttribute('aria-busy')).toBe(false)
  })
})
