import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { focusPlace } from './focus-place.ts'

describe('focusPlace', () => {
  // Taken away after each test: test files share one document.
  const fixture = document.createElement('div')
  beforeEach(() => {
    fixture.innerHTML = `
      <main id="main"><p>Text</p><button id="inside">Inside</button></main>
      <section id="held" tabindex="-1"></section>`
    document.body.append(fixture)
  })
  afterEach(() => fixture.remove())
  const element = (id: string) => document.getElementById(id) as HTMLElement

  it('focuses a place that cannot take focus, which can no longer once focus has left it', () => {
    focusPlace(element('main'))
    expect(document.activeElement).toBe(element('main'))
    element('inside').focus()
    expect(element('main').hasAttribute('tabindex')).toBe(false)
  })

  it('leaves a place that is focusable of its own as it is', () => {
    focusPlace(element('held'))
    expect(document.activeElement).toBe(element('held'))
    element('inside').focus()
    expect(element('held').getAttribute('tabindex')).toBe('-1')
  })
})
