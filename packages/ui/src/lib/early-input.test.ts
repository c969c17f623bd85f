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

describe('replayEarlyInput with typed text', () => {
  it('hands text typed before hydration to the field’s input handlers, even after a render reset the field', () => {
    document.body.innerHTML = `
      <div data-island id="root"><input id="typed" value="" /><input id="untouched" value="kept" /></div>`
    new Function(earlyInputScript())()
    const root = document.getElementById('root') as Element
    const typed = document.getElementById('typed') as HTMLInputElement
    typed.value = 'LOND'
    typed.dispatchEvent(new Event('input', { bubbles: true }))
    typed.value = 'LONDON'
    typed.dispatchEvent(new Event('input', { bubbles: true }))
    typed.value = '' // what React's first render after hydration does to a controlled field
    const reported: string[] = []
    root.addEventListener('input', (event) => reported.push((event.target as HTMLInputElement).value))
    replayEarlyInput(root)
    expect(reported).toEqual(['LONDON'])
    expect(typed.value).toBe('LONDON')
    expect((document.getElementById('untouched') as HTMLInputElement).value).toBe('kept')
  })

  it('hands a native select’s early choice to its change handlers, and leaves an unchanged one alone', () => {
    document.body.innerHTML = `
      <div data-island id="root">
        <select id="sort"><option value="match" selected>Match</option><option value="city">City</option></select>
        <select id="same"><option value="a">A</option><option value="b" selected>B</option></select>
      </div>`
    new Function(earlyInputScript())()
    const root = document.getElementById('root') as Element
    const [sort, same] = [...document.querySelectorAll('select')] as [HTMLSelectElement, HTMLSelectElement]
    sort.value = 'city'
    sort.dispatchEvent(new Event('input', { bubbles: true }))
    same.value = 'a'
    same.dispatchEvent(new Event('input', { bubbles: true }))
    same.value = 'b'
    same.dispatchEvent(new Event('input', { bubbles: true }))
    const changed: string[] = []
    root.addEventListener('change', (event) => changed.push((event.target as HTMLSelectElement).id))
    replayEarlyInput(root)
    expect(changed).toEqual(['sort'])
    expect(sort.value).toBe('city')
  })
})
