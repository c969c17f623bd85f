/**
 * Whether focus moving to `next` has left the menu `popover`: to an element outside it that is not its toggle.
 * A `popover="auto"` closes on Escape and on a tap outside, but not when Tab moves on, so a menu left open would
 * cover the controls the keyboard reaches next. Both menus (the site's and the previews') close on this.
 */
export function focusLeftPopover(popover: HTMLElement, next: EventTarget | null): boolean {
  if (!(next instanceof Element) || popover.contains(next)) return false
  return next.getAttribute('popovertarget') !== popover.id
}
