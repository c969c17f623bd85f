import { asReplay, type HeldInput, heldInputs, ISLAND_READY_ATTRIBUTE, takeHeldInputs } from '../contract.ts'

/**
 * Takes the busy mark off every held button inside `root`, just before `root` hydrates (or its script starts):
 * React hydrates the markup it prerendered, and an attribute it did not render would be a mismatch it never
 * removes. The presses stay held and are replayed once hydrated. Other islands' presses keep their mark: their
 * code has not run yet.
 */
export function unmarkHeldPresses(root: Node): void {
  for (const input of heldInputs()) if (root.contains(input.target)) input.target.removeAttribute('aria-busy')
}

/**
 * Carries out, in order, what the visitor did to an island's buttons while its code was loading (see
 * ../inline/hold-early-input.ts), then marks the island ready, so the inline script stops holding its input.
 *
 * Each press is carried out in a task of its own, as the visitor's own presses were: what one asked for (a view
 * in the address, an open panel) is drawn before the next one reads it, so Monthly then Previous period goes to
 * the month before, not the week before. Input that arrives meanwhile is held too and carried out after them.
 */
export async function replayEarlyInput(root: Element): Promise<void> {
  for (let held = takeHeldInputs(root); held.length > 0; held = takeHeldInputs(root))
    for (const input of held) {
      asReplay(() => replay(input))
      await new Promise((resolve) => setTimeout(resolve))
    }
  root.setAttribute(ISLAND_READY_ATTRIBUTE, '')
}

function replay(input: HeldInput): void {
  // Held after hydration began (unmarkHeldPresses took the earlier marks off), a press still shows busy.
  input.target.removeAttribute('aria-busy')
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
