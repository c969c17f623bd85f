import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { popoverFocusLeft } from './popover-focus.ts'

describe('popoverFocusLeft', () => {
  // Taken away after each test: test files share one document, and a leftover button would take a later
  // file's first Tab.
  const fixture = document.createElement('div')
  beforeEach(() => {
    fixture.innerHTML = `
      <a id="before" href="/">Home</a>
      <button id="toggle" popovertarget="menu">Menu</button>
      <div id="menu" popover="auto"><a id="inside" href="/a">A</a></div>
      <button id="after">After</button>`
    document.body.append(fixture)
  })
  afterEach(() => fixture.remove())
  const element = (id: string) => document.getElementById(id)

  it.each([
    { from: 'inside', to: 'after', left: true },
    { from: 'inside', to: 'before', left: true },
    { from: 'toggle', to: 'before', left: true },
    { from: 'toggle', to: 'after', left: true },
    { from: 'inside', to: 'toggle', left: false },
    { from: 'toggle', to: 'inside', left: false },
    { from: 'inside', to: 'nowhere (the window lost focus)', left: false },
    { from: 'before', to: 'after', left: false },
  ])('focus moving from $from to $to: left the menu is $left', ({ from, to, left }) => {
    expect(popoverFocusLeft(element(from), element(to))).toBe(left ? element('menu') : null)
  })
})
