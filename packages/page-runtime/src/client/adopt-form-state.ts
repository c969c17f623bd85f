/**
 * A prerendered form answers before its code has loaded: text fields take typing, checkboxes and radios tick,
 * selects choose, all natively. Hydration keeps the DOM as it is but not React's idea of it: React's state
 * still holds the prerendered values, and its next render of a control would put them back, undoing what the
 * visitor did. `adoptFormState` runs once, right after an island hydrates, and hands every control's on-screen
 * state that differs from its prerendered default to React's own handlers, as if the visitor had just done it.
 * So what the visitor saw is what the form holds, and what gets submitted.
 *
 * How it speaks to React: React notices a change by comparing a control with the value it last saw, which it
 * records whenever the control's own `value`/`checked` setter is called (React installs that setter on the
 * element). So the prerendered default is put back through the element's setter (React records it), the
 * visitor's state through the prototype's (React does not see it), and the event React listens to is fired:
 * `input` for text, a plain `click` Event for checkboxes and radios (React reads their changes from `click`; a
 * plain Event, unlike a MouseEvent, does not toggle the box again), `change` for selects (React keeps no
 * record for selects and reports every `change`).
 */
export function adoptFormState(root: Element): void {
  // Read every control first: React renders again after each discrete event it handles, and that render
  // puts the prerendered state back on the controls not adopted yet.
  const adoptions = [...root.querySelectorAll('input, textarea, select')].flatMap(adoption)
  for (const adopt of adoptions) adopt()
}

/** How to hand one control's on-screen state to React, or nothing when it shows its prerendered default. */
function adoption(control: Element): (() => void)[] {
  if (control instanceof HTMLSelectElement) return adoptChoice(control)
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return adoptChecked(control)
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) return adoptText(control)
  return []
}

function setThroughPrototype<Element extends HTMLElement, Key extends keyof Element>(
  element: Element,
  key: Key,
  value: Element[Key],
): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), key)?.set?.call(element, value)
}

function adoptText(field: HTMLInputElement | HTMLTextAreaElement): (() => void)[] {
  const typed = field.value
  if (typed === field.defaultValue) return []
  return [
    () => {
      field.value = field.defaultValue
      setThroughPrototype(field, 'value', typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    },
  ]
}

function adoptChecked(box: HTMLInputElement): (() => void)[] {
  const checked = box.checked
  if (checked === box.defaultChecked) return []
  // A radio is only ever unchecked by checking another of its group: adopting that one says it all.
  if (box.type === 'radio' && !checked) return []
  return [
    () => {
      box.checked = box.defaultChecked
      setThroughPrototype(box, 'checked', checked)
      box.dispatchEvent(new Event('click', { bubbles: true }))
    },
  ]
}

function adoptChoice(select: HTMLSelectElement): (() => void)[] {
  const options = [...select.options]
  // The prerendered choice is the option marked `selected` in the markup (what `defaultSelected` reflects),
  // or the first one when none is.
  const prerendered = options.find((option) => option.hasAttribute('selected')) ?? options[0]
  const chosen = select.value
  if (select.multiple || prerendered === undefined || chosen === prerendered.value) return []
  return [
    () => {
      select.value = chosen
      select.dispatchEvent(new Event('change', { bubbles: true }))
    },
  ]
}
