import {
  HELD_INPUT_TYPES,
  type HeldInput,
  heldInputs,
  isReplayedInput,
  REPEAT_UNDOES_ATTRIBUTE,
  takeHeldInputs,
  WAITING_ISLAND_SELECTOR,
} from '../contract.ts'

/**
 * A control whose second press undoes its first (a disclosure, a pressed/unpressed toggle, a button marked so,
 * such as Pause that becomes Play) or repeats a one-off action (a submit). A visitor who pressed it while its
 * code was loading saw nothing happen and may press again: that second press is not replayed.
 */
const REPEAT_UNDOES = `[aria-expanded], [aria-pressed], [type="submit"], [${REPEAT_UNDOES_ATTRIBUTE}]`

/** Radio-group keys (arrows, Home, End) on scripted radios; native radios answer them by themselves. */
const RADIO_KEY = /^(Arrow|Home$|End$)/

/**
 * Input that arrives before a prerendered island's code has: the page paints first and its buttons are visible
 * at once, so a visitor may press one before React has hydrated it. Native controls (links, checkboxes, radios,
 * selects, text fields) need no help: they answer by themselves and the island adopts what they show when it
 * hydrates (../client/adopt-form-state); nor does a popover's toggle button, which the browser runs itself. Other
 * buttons need code, so this holds their clicks, a form's submit and scripted radios' arrow keys, marks the held
 * button busy (visible at once, and read out by screen readers), and leaves them for the island to replay once
 * its code is ready (../client/replay-early-input), as Angular's event dispatch and Google's JSAction do. Runs
 * first in <head>, from the inline page script.
 */
export function holdEarlyInput(): void {
  const held = heldInputs()
  const hold = (input: HeldInput) => {
    const last = held.at(-1)
    const repeated = last?.target === input.target && last.type === input.type
    if (repeated && (input.type === 'submit' || input.target.matches(REPEAT_UNDOES))) return
    if (input.type === 'click') input.target.setAttribute('aria-busy', 'true')
    held.push(input)
  }
  const onInput = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const root = target?.closest(WAITING_ISLAND_SELECTOR)
    if (!target || !root || isReplayedInput()) return
    if (event.type === 'submit') {
      event.preventDefault()
      hold({ root, target, type: 'submit' })
      return
    }
    if (event instanceof KeyboardEvent) {
      if (target.getAttribute('role') !== 'radio' || !RADIO_KEY.test(event.key)) return
      event.preventDefault()
      hold({ root, target, type: 'keydown', key: event.key })
      return
    }
    if (target.closest('a')) return
    const label = target.closest('label')
    const control =
      target.closest('button') ?? (label?.control instanceof HTMLButtonElement ? label.control : null)
    // A popover's toggle is native too: the browser opens and closes the popover by itself.
    if (!control || control.hasAttribute('popovertarget')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    hold({ root, target: control, type: 'click' })
  }
  for (const type of HELD_INPUT_TYPES) addEventListener(type, onInput, true)
}

/**
 * Where an island's code could not be fetched (the connection dropped after the page arrived), its held presses
 * can never be replayed: this lets go of them, takes their busy mark off and returns how many there were, so the
 * page can tell the visitor that what they pressed did not happen. Their next press loads the code again.
 */
export function releaseHeldInput(root: Element): number {
  const released = takeHeldInputs(root)
  for (const input of released) input.target.removeAttribute('aria-busy')
  return released.length
}
