import { afterEach, describe, expect, it } from 'vitest'
import { heldInputs } from '../contract.ts'
import { replayEarlyInput, unmarkHeldPresses } from './replay-early-input.ts'

afterEach(() => {
  document.body.replaceChildren()
  heldInputs().splice(0)
})

describe('replayEarlyInput', () => {
  it('takes the busy marks off before hydration, then marks the island ready and carries out its held presses and submits in order, and only its own', () => {
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

    unmarkHeldPresses()
    expect(one.hasAttribute('aria-busy')).toBe(false)
    replayEarlyInput(a)
    expect(a.hasAttribute('data-island-ready')).toBe(true)
    expect(b.hasAttribute('data-island-ready')).toBe(false)
    expect(done).toEqual(['one', 'submit'])
    expect(heldInputs()).toHaveLength(1)
  })

  it('replays a held arrow key on a scripted radio', () => {
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
    replayEarlyInput(root)
    expect(keys).toEqual(['End'])
  })
})
