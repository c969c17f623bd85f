import { describe, expect, it } from 'vitest'
import { focusLeftPopover } from './popover-focus.ts'

describe('focusLeftPopover', () => {
  document.body.innerHTML = `
    <button id="toggle" popovertarget="menu">Menu</button>
    <div id="menu" popover="auto"><a id="inside" href="/a">A</a></div>
    <button id="after">After</button>`
  const element = (id: string) => document.getElementById(id)
  const menu = element('menu') as HTMLElement

  it.each([
    { to: 'after', left: true },
    { to: 'inside', left: false },
    { to: 'toggle', left: false },
    { to: 'nowhere (the window lost focus)', left: false },
  ])('focus moving to $to: left the menu is $left', ({ to, left }) => {
    expect(focusLeftPopover(menu, element(to))).toBe(left)
  })
})
