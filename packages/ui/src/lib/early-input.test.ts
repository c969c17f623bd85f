import { afterEach, describe, expect, it } from 'vitest'
import { earlyInputScript, replayEarlyInput } from './early-input'

type Held = { root: Element; target: Element; type: string; key?: string }
const heldInput = () => {
  const held: Held[] = []
  ;(window as unknown as { __earlyInput: Held[] }).__earlyInput = held
  return held
}

afterEach(() => {
  document.body.replaceChildren()
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

describe('earlyInputScript', () => {
  it('holds a click on a button inside a root that is not ready, and lets links and ready roots through', () => {
    document.body.innerHTML = `
      <div data-island id="waiting"><button id="early">1</button><a id="link" href="#x">x</a></div>
      <div data-island data-island-ready><button id="ready">2</button></div>`
    new Function(earlyInputScript())()
    const clicked: string[] = []
    document.addEventListener('click', (event) => clicked.push((event.target as Element).id))
    for (const id of ['early', 'link', 'ready']) document.getElementById(id)?.click()
    const held = (window as unknown as { __earlyInput: Held[] }).__earlyInput
    expect(held.map((input) => input.target.id)).toEqual(['early'])
    expect(clicked).toEqual(['link', 'ready'])
  })
})

describe('earlyInputScript and native form controls', () => {
  it('lets taps on checkboxes, radios and their labels through, so they tick at once', () => {
    document.body.innerHTML = `
      <div data-island>
        <input type="checkbox" id="consent" /><label id="consent-label" for="consent">I agree</label>
        <label id="card"><input type="radio" name="stage" id="idea" value="Idea" /> Idea</label>
        <label id="chip"><input type="checkbox" id="notion" value="Notion" /> Notion</label>
      </div>`
    new Function(earlyInputScript())()
    for (const id of ['consent', 'consent-label', 'card', 'chip']) document.getElementById(id)?.click()
    const held = (window as unknown as { __earlyInput: Held[] }).__earlyInput
    expect(held).toEqual([])
    const checked = (id: string) => (document.getElementById(id) as HTMLInputElement).checked
    // The consent box was tapped, then its label: ticked and unticked again, as the visitor saw it.
    expect([checked('consent'), checked('idea'), checked('notion')]).toEqual([false, true, true])
  })
})
