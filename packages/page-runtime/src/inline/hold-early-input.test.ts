import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { asReplay, heldInputs, REPEAT_UNDOES_ATTRIBUTE } from '../contract.ts'
import { holdEarlyInput, releaseHeldInput } from './hold-early-input.ts'

// The listeners stay on the window for the whole file, as they stay on a page.
beforeAll(holdEarlyInput)
afterEach(() => {
  document.body.replaceChildren()
  heldInputs().splice(0)
})

const press = (id: string) => document.getElementById(id)?.click()

describe('holdEarlyInput', () => {
  it('holds a press of a button in an island that has no code yet; lets links, native controls, popover toggles and ready islands through', () => {
    document.body.innerHTML = `
      <div data-island="a">
        <button id="early">1</button><a id="link" href="#x">x</a>
        <button id="menu-toggle" popovertarget="menu">Open menu</button><nav id="menu" popover="auto"></nav>
        <label id="consent-label"><input type="checkbox" id="consent" /> I agree</label>
      </div>
      <div data-island="b" data-island-ready><button id="ready">2</button></div>`
    const answered: string[] = []
    document.addEventListener('click', (event) => answered.push((event.target as Element).id))
    for (const id of ['early', 'link', 'menu-toggle', 'consent-label', 'ready']) press(id)
    expect(heldInputs().map((input) => input.target.id)).toEqual(['early'])
    // The label's click passes on to its checkbox (the order of the two varies between DOMs).
    expect(answered.sort()).toEqual(['consent', 'consent-label', 'link', 'menu-toggle', 'ready'])
    expect((document.getElementById('consent') as HTMLInputElement).checked).toBe(true)
  })

  it('lets through the presses an island carries out for the visitor while it replays', () => {
    document.body.innerHTML = '<div data-island="a"><button id="early">1</button></div>'
    const answered: string[] = []
    document.getElementById('early')?.addEventListener('click', () => answered.push('early'))
    asReplay(() => press('early'))
    expect(heldInputs()).toEqual([])
    expect(answered).toEqual(['early'])
    press('early')
    expect(heldInputs()).toHaveLength(1)
  })

  it('marks a held button busy, so the press shows at once', () => {
    document.body.innerHTML = '<div data-island="a"><button id="next">Next</button></div>'
    press('next')
    expect(document.getElementById('next')?.getAttribute('aria-busy')).toBe('true')
  })

  it.each([
    ['a disclosure', '<button id="b" aria-expanded="false">Question</button>', 1],
    ['a toggle', '<button id="b" aria-pressed="false">Pause</button>', 1],
    ['a submit button', '<form><button id="b" type="submit">Send</button></form>', 1],
    ['a button marked as undone by a repeat', `<button id="b" ${REPEAT_UNDOES_ATTRIBUTE}>Pause</button>`, 1],
    ['a plain button (next slide)', '<button id="b">Next</button>', 2],
  ])('keeps a second press of %s only where it would not undo the first', (_, html, kept) => {
    document.body.innerHTML = `<div data-island="a">${html}</div>`
    press('b')
    press('b')
    expect(heldInputs()).toHaveLength(kept)
  })

  it('holds a submit (the form stays on the page) and arrow keys on a scripted radio', () => {
    document.body.innerHTML = `
      <div data-island="a"><form id="form"><input id="name" /></form><button role="radio" id="radio">A</button></div>`
    const form = document.getElementById('form') as HTMLFormElement
    const submitted = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submitted)
    const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })
    document.getElementById('radio')?.dispatchEvent(key)
    document.getElementById('name')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    expect(submitted.defaultPrevented).toBe(true)
    expect(key.defaultPrevented).toBe(true)
    expect(heldInputs().map(({ type, key }) => [type, key])).toEqual([
      ['submit', undefined],
      ['keydown', 'ArrowDown'],
    ])
  })

  it("lets go of one island's held presses when its code could not be fetched, and says how many there were", () => {
    document.body.innerHTML = `
      <div data-island="a" id="a"><button id="next">Next</button><button id="pause">Pause</button></div>
      <div data-island="b"><button id="other">Other</button></div>`
    for (const id of ['next', 'pause', 'other']) press(id)
    const a = document.getElementById('a') as Element
    expect(releaseHeldInput(a)).toBe(2)
    expect(heldInputs().map((input) => input.target.id)).toEqual(['other'])
    expect(document.getElementById('next')?.hasAttribute('aria-busy')).toBe(false)
    expect(document.getElementById('other')?.getAttribute('aria-busy')).toBe('true')
    expect(releaseHeldInput(a)).toBe(0)
  })
})
