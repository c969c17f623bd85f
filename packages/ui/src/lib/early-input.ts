/**
 * Input that arrives before a prerendered page's code has: the page paints first and its buttons are visible
 * at once, so a visitor (or a monitor acting at `load`) may press one before React has hydrated it. An inline
 * script in <head> (`earlyInputScript()`, allowed by its CSP hash) records clicks, submits and radio-group
 * arrow keys aimed at a root that is not hydrated yet (`[data-island]` without `data-island-ready`) and holds
 * them back; the root replays them once its code is ready (`replayEarlyInput`), as Angular's event-dispatch and
 * Google's JSAction do. Links and form controls need no help: they are native and answer at once, and `adoptFormState`
 * (adopt-form-state.ts) hands what they show to React once the root has hydrated.
 */

/** An interaction held back until its root was ready. */
interface HeldInput {
  root: Element
  target: Element
  type: 'click' | 'submit' | 'keydown'
  key?: string
}

/** Runs in the page, serialized by `earlyInputScript()`: everything it needs is inside it. */
function holdEarlyInput() {
  type Held = { root: Element; target: Element; type: string; key?: string }
  const held: Held[] = []
  ;(window as unknown as { __earlyInput: Held[] }).__earlyInput = held
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const root = target?.closest('[data-island]:not([data-island-ready])')
    if (!target || !root) return
    if (event.type === 'submit') {
      event.preventDefault()
      held.push({ root, target, type: 'submit' })
      return
    }
    if (event instanceof KeyboardEvent) {
      if (target.getAttribute('role') !== 'radio' || !/^(Arrow|Home$|End$)/.test(event.key)) return
      event.preventDefault()
      held.push({ root, target, type: 'keydown', key: event.key })
      return
    }
    if (target.closest('a')) return
    const control = target.closest('button, label')
    if (!control || (control instanceof HTMLLabelElement && !(control.control instanceof HTMLButtonElement)))
      return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push({ root, target: control, type: 'click' })
  }
  for (const type of ['click', 'submit', 'keydown']) addEventListener(type, hold, true)
}

/** The inline script's source that holds early input; put it first in <head>. */
export function earlyInputScript(): string {
  return `(${holdEarlyInput.toString()})()`
}

/**
 * Marks a root as ready, so the page script stops holding its input, and carries out, in order, what the
 * visitor did to it while its code was loading.
 */
export function replayEarlyInput(root: Element): void {
  root.setAttribute('data-island-ready', '')
  const held = (window as unknown as { __earlyInput?: HeldInput[] }).__earlyInput ?? []
  const mine = held.filter((input) => input.root === root)
  held.splice(0, held.length, ...held.filter((input) => input.root !== root))
  for (const input of mine) {
    if (input.type === 'submit' && input.target instanceof HTMLFormElement) input.target.requestSubmit()
    else if (input.type === 'keydown')
      input.target.dispatchEvent(
        new KeyboardEvent('keydown', { key: input.key, bubbles: true, cancelable: true }),
      )
    else if (input.target instanceof HTMLElement) {
      // The press as a whole: some controls act on mousedown (Radix tabs), most on click.
      for (const type of ['mousedown', 'mouseup'])
        input.target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window }))
      input.target.click()
    }
  }
}
