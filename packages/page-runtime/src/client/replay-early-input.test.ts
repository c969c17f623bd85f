import { afterEach, describe, expect, it } from 'vitest'
import { heldInputs } from '../contract.ts'
import { replayEarlyInput, unmarkHeldPresses } from './replay-early-input.ts'

afterEach(() => {
  document.body.replaceChildren()
  heldInputs().splice(0)
})

describe('replayEarlyInput', () => {
  it('takes the busy marks off before hydration, then carries out its held presses and submits in order, and only its own, and marks the island ready', async () => {
    document.body.innerHTML = `
      <div data-island="a"><button id="one" aria-busy="true">1</button><form id="form"></form></div>
      <div data-island="b"><button id="other">3</button></div>`
    const [a, b] = [...document.querySelectorAll('[data-island]')] as [Element, Element]
    const done: string[] = []
    for (const id of ['one', 'other'])
      document.getElementById(id)?.addEventListener('click', () => done.push(id))
    const form = document.getElementById('form') as HTMLFormElement
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      done.push('submit')
    })
    const one = document.getElementById('one') as Element
    heldInputs().push(
      { root: a, target: one, type: 'click' },
      { root: b, target: document.getElementById('other') as Element, type: 'click' },
      { root: a, target: form, type: 'submit' },
    )

    unmarkHeldPresses(a)
    expect(one.hasAttribute('aria-busy')).toBe(false)
    await replayEarlyInput(a)
    expect(a.hasAttribute('data-island-ready')).toBe(true)
    expect(b.hasAttribute('data-island-ready')).toBe(false)
    expect(done).toEqual(['one', 'submit'])
    expect(heldInputs()).toHaveLength(1)
  })

  it("takes the busy marks off only the hydrating island's presses: another island's stay busy until its own code runs", () => {
    document.body.innerHTML = `
      <div data-island="a"><button id="one" aria-busy="true">1</button></div>
      <div data-island="b"><button id="other" aria-busy="true">2</button></div>`
    const [a, b] = [...document.querySelectorAll('[data-island]')] as [Element, Element]
    const [one, other] = ['one', 'other'].map((id) => document.getElementById(id) as Element) as [
      Element,
      Element,
    ]
    heldInputs().push({ root: a, target: one, type: 'click' }, { root: b, target: other, type: 'click' })

    unmarkHeldPresses(a)
    expect(one.hasAttribute('aria-busy')).toBe(false)
    expect(other.getAttribute('aria-busy')).toBe('true')
    expect(heldInputs()).toHaveLength(2)
  })

  it('replays a held arrow key on a scripted radio', async () => {
    document.body.innerHTML = '<div data-island="a"><button role="radio" id="radio">A</button></div>'
    const root = document.querySelector('[data-island]') as Element
    const keys: string[] = []
    document.getElementById('radio')?.addEventListener('keydown', (event) => keys.push(event.key))
    heldInputs().push({
      root,
      target: document.getElementById('radio') as Element,
      type: 'keydown',
      key: 'End',
    })
    await replayEarlyInput(root)
    expect(keys).toEqual(['End'])
  })

  it('carries out each press once what the one before asked for has happened, as separate presses would', async () => {
    document.body.innerHTML =
      '<div data-island="a"><button id="monthly">Monthly</button><button id="previous">Previous</button></div>'
    const root = document.querySelector('[data-island]') as Element
    // As a router does: a press asks for a view, which arrives a few promise steps later.
    let view = 'weekly'
    const steps: string[] = []
    document.getElementById('monthly')?.addEventListener('click', async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve()
      view = 'monthly'
    })
    document.getElementById('previous')?.addEventListener('click', () => steps.push(`previous ${view}`))
    for (const id of ['monthly', 'previous'])
      heldInputs().push({ root, target: document.getElementById(id) as Element, type: 'click' })

    await replayEarlyInput(root)
    expect(steps).toEqual(['previous monthly'])
  })

  it('holds a press made during the replay until the held ones are done, and marks the island ready last', async () => {
    document.body.innerHTML =
      '<div data-island="a"><button id="one">1</button><button id="two">2</button></div>'
    const root = document.querySelector('[data-island]') as Element
    const [one, two] = ['one', 'two'].map((id) => document.getElementById(id) as Element) as [
      Element,
      Element,
    ]
    const done: string[] = []
    one.addEventListener('click', () => {
      done.push('one')
      // The visitor presses again while the held press is being carried out; the page script holds it.
      two.setAttribute('aria-busy', 'true')
      heldInputs().push({ root, target: two, type: 'click' })
    })
    two.addEventListener('click', () => done.push(`two, ready: ${root.hasAttribute('data-island-ready')}`))
    heldInputs().push({ root, target: one, type: 'click' })

    await replayEarlyInput(root)
    expect(done).toEqual(['one', 'two, ready: false'])
    expect(two.hasAttribute('aria-busy')).toBe(false)
    expect(root.hasAttribute('data-island-ready')).toBe(true)
  })
})
