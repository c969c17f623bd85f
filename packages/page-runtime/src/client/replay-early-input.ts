import { heldInputs, ISLAND_READY_ATTRIBUTE, takeHeldInputs } from '../contract.ts'

/**
 * Takes the busy mark off every held button, just before hydration starts: React hydrates the markup it
 * prerendered, and an attribute it did not render would be a mismatch it never removes. The presses stay held
 * and are replayed once hydrated.
 */
export function unmarkHeldPresses(): void {
  for (const input of heldInputs()) input.target.removeAttribute('aria-busy')
}

/**
 * Marks an island as ready, so the inline script stops holding its input, and carries out, in order, what the
 * visitor did to its buttons while its code was loading (see ../inline/hold-early-input.ts).
 */
export function replayEarlyInput(root: Element): void {
  root.setAttribute(ISLAND_READY_ATTRIBUTE, '')
  for (const input of takeHeldInputs(root)) {
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
