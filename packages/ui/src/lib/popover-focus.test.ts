import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { focusLeftPopover } from './popover-focus.ts'

describe('focusLeftPopover', () => {
  // Taken away after each test: test files share one document, and a leftover button would take a later
  // file's first Tab.
  const fixture = document.createElement('div')
  beforeEach(() => {
    fixture.innerHTML = `
      <button id="toggle" popovertarget="menu">Menu</button>
      <div id="menu" popover="auto"><a id="inside" href="/a">A</a></div>
      <button id="after">After</button>`
    document.body.append(fixture)
  })
  afterEach(() => fixture.remove())
  const element = (id: string) => document.getElementById(id)

  it.each([
    { to: 'after', left: true },
    { to: 'inside', left: false },
    { to: 'toggle', left: false },
    { to: 'nowhere (the window lost focus)', left: false },
  ])('focus moving to $to: left the menu is $left', ({ to, left }) => {
    expect(focusLeftPopover(element('menu') as HTMLElement, element(to))).toBe(left)
  })
})
