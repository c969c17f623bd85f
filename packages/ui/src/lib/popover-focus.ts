/**
 * The menu `popover` that focus has just left, moving from `from` to `next`, or null; callers close it if it is
 * open. Focus leaves a menu when it was inside it or on its toggle and moves to an element that is neither: Tab
 * on past its last entry, or Shift+Tab back past its toggle. A `popover="auto"` closes on Escape and on a tap outside, but not when
 * focus moves on, so a menu left open would cover the controls the keyboard reaches next. Both menus (the
 * site's and the previews') close on this. Focus going nowhere (the window lost it) leaves the menu as it is.
 */
export function popoverFocusLeft(from: EventTarget | null, next: EventTarget | null): HTMLElement | null {
  if (!(from instanceof Element) || !(next instanceof Element)) return null
  const toggled = from.getAttribute('popovertarget')
  const menu = toggled ? from.ownerDocument.getElementById(toggled) : from.closest<HTMLElement>('[popover]')
  if (!menu || menu.contains(next)) return null
  return next.getAttribute('popovertarget') === menu.id ? null : menu
}
