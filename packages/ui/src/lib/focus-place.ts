/**
 * Moves focus to a place on the page that is not a control (a page's main area, a section), where a link
 * within the page or a change of screen leads: the next Tab goes on from there, and a screen reader reads on from
 * there. (The browser's own jump to an anchor only starts the next Tab there and leaves focus on the page.)
 *
 * A place that cannot take focus is made focusable (tabindex -1) only until focus leaves it: left focusable, a
 * click anywhere on its text would focus the whole place, and the next Tab would start again from its top
 * instead of from where the visitor clicked.
 */
export function focusPlace(place: HTMLElement): void {
  if (!place.hasAttribute('tabindex')) {
    place.tabIndex = -1
    place.addEventListener('blur', () => place.removeAttribute('tabindex'), { once: true })
  }
  place.focus({ preventScroll: true })
}
