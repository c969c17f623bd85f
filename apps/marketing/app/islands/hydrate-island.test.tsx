import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayEarlyInput } from './early-input'
import { hydrateIsland } from './hydrate-island'

type Held = { root: Element; target: Element; type: string; key?: string }
const heldInput = () => {
  const held: Held[] = []
  ;(window as unknown as { __earlyInput: Held[] }).__earlyInput = held
  return held
}

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('replayEarlyInput', () => {
  it('marks the island ready and carries out its held clicks and submits in order, and only its own', () => {
    document.body.innerHTML = `
      <div data-island="a"><button id="one">1</button><form id="form"><button id="two">2</button></form></div>
      <div data-island="b"><button id="other">3</button></div>`
    const [a, b] = [...document.querySelectorAll('[data-island]')] as [Element, Element]
    const done: string[] = []
    for (const id of ['one', 'two', 'other'])
      document.getElementById(id)?.addEventListener('click', () => done.push(id))
    document.getElementById('form')?.addEventListener('submit', (event) => {
      event.preventDefault()
      done.push('submit')
    })
    const held = heldInput()
    const form = document.getElementById('form') as Element
    held.push({ root: a, target: document.getElementById('one') as Element, type: 'click' })
    held.push({ root: b, target: document.getElementById('other') as Element, type: 'click' })
    held.push({ root: a, target: form, type: 'submit' })

    replayEarlyInput(a)
    expect(a.hasAttribute('data-island-ready')).toBe(true)
    expect(b.hasAttribute('data-island-ready')).toBe(false)
    expect(done).toEqual(['one', 'submit'])
    expect(held).toHaveLength(1)
  })
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
