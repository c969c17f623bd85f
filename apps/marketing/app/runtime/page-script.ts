import { GENERIC_FAILURE } from '@app/forms/messages'
import { holdEarlyInput } from '@app/page-runtime/inline/hold-early-input'
import { startIslands } from '@app/page-runtime/inline/start-islands'
import { focusPlace } from '@app/ui/lib/focus-place'
import { popoverFocusLeft } from '@app/ui/lib/popover-focus'
import { prefersReducedMotion } from '@app/ui/lib/reduced-motion'
import { logNotFound } from './log-not-found.ts'
import {
  LABEL_WHEN_CLOSED_ATTRIBUTE,
  LABEL_WHEN_OPEN_ATTRIBUTE,
  LOG_NOT_FOUND_ATTRIBUTE,
  RENDERED_WHEN_NEAR_ATTRIBUTE,
  SCRIPTED_ATTRIBUTE,
  SCROLL_LINK_ATTRIBUTE,
} from './page-attributes.ts'

/**
 * The one inline script of every marketing page, compiled into root.tsx's <head> (`?inline-script`, allowed by
 * its CSP hash), so it runs before the first paint and before any island's code has arrived. It
 * - marks `<html>` as scripted, so the `without-script:` styles (app.css) apply only with JavaScript off;
 * - holds presses of island buttons that have no code yet, for the island to replay (@app/page-runtime);
 * - starts each island's code after the first paint, or when it is first needed (@app/page-runtime); where that
 *   code cannot be fetched, a visitor who pressed one of the island's buttons is told "Something went wrong.
 *   Please try again.", and their next press loads it again;
 * - runs scroll links: on their own page they scroll smoothly; from another page they load the landing page,
 *   which scrolls about 100 ms after it is shown. Without JavaScript they are ordinary `/#section` links;
 * - moves focus to where a link within the page leads (a scroll link's section, the skip link's main area, a
 *   legal page's section from its contents);
 * - closes the mobile menu (a native popover) when an entry is chosen or focus moves on out of it, and keeps its
 *   toggle's accessible name ("Open menu" / "Close menu") and `aria-expanded` in step;
 * - on the not-found page, logs the address the visitor asked for (hosts serve that page for any unknown one).
 */

/** Coming from another page, the landing page is shown first and scrolled to the section about 100 ms later. */
const SECTION_SCROLL_DELAY_MS = 100
/** Carries the section to scroll to across the page load, so the address stays plain `/`. */
const SCROLL_KEY = 'marketing:scroll-to'

const script = document.currentScript
document.documentElement.setAttribute(SCRIPTED_ATTRIBUTE, '')

// First, so that reaching for an island starts its code even when the press itself is then held.
startIslands(GENERIC_FAILURE)
holdEarlyInput()

if (script?.hasAttribute(LOG_NOT_FOUND_ATTRIBUTE)) logNotFound()

const scrollTo = (id: string) => {
  // A smooth scroll fixes its destination when it starts. Sections not drawn yet count at an estimated height,
  // and drawing them as the glide passes would move the target: on a slow phone the landing's Features ended
  // 660 px above the window. Drawing them all first costs one layout, when the visitor asked for the jump.
  for (const section of document.querySelectorAll<HTMLElement>(`[${RENDERED_WHEN_NEAR_ATTRIBUTE}]`))
    section.style.contentVisibility = 'visible'
  const section = document.getElementById(id)
  if (!section) return
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  // The next Tab continues inside the section, not back in the menu.
  focusPlace(section)
}

addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
  link.closest<HTMLElement>('[popover]')?.hidePopover()
  if (!link.hasAttribute(SCROLL_LINK_ATTRIBUTE)) {
    // A plain link within the page (Skip to content, a legal page's contents): the browser scrolls to the place
    // itself; focus goes there too.
    const withinPage = link.hash && link.origin === location.origin && link.pathname === location.pathname
    const place = withinPage ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null
    if (place) focusPlace(place)
    return
  }
  const url = new URL(link.href)
  const id = decodeURIComponent(url.hash.slice(1))
  event.preventDefault()
  if (url.pathname === location.pathname) scrollTo(id)
  else {
    // Where the browser blocks site storage, the landing page still opens, at its top.
    try {
      sessionStorage.setItem(SCROLL_KEY, id)
    } catch {}
    location.assign(url.pathname)
  }
})

/** The section handed over by the page before, taken once; none where the browser blocks site storage. */
function takePendingScroll(): string | null {
  try {
    const id = sessionStorage.getItem(SCROLL_KEY)
    sessionStorage.removeItem(SCROLL_KEY)
    return id
  } catch {
    // Blocked storage must not stop the rest of this script (the menu, the islands).
    return null
  }
}

const pendingScroll = takePendingScroll()
if (pendingScroll) {
  addEventListener('DOMContentLoaded', () =>
    setTimeout(() => scrollTo(pendingScroll), SECTION_SCROLL_DELAY_MS),
  )
}

// Without a script the browser reports the popover's state itself; a script that names the toggle's state
// must keep doing so from the start.
const showMenuState = (menu: HTMLElement, open: boolean) => {
  for (const toggle of document.querySelectorAll(`[popovertarget="${menu.id}"]`)) {
    toggle.setAttribute('aria-expanded', String(open))
    const label = toggle.getAttribute(open ? LABEL_WHEN_OPEN_ATTRIBUTE : LABEL_WHEN_CLOSED_ATTRIBUTE)
    if (label) toggle.setAttribute('aria-label', label)
  }
}
addEventListener(
  'toggle',
  (event) => {
    if (event.target instanceof HTMLElement && event instanceof ToggleEvent)
      showMenuState(event.target, event.newState === 'open')
  },
  true,
)
addEventListener('DOMContentLoaded', () => {
  for (const menu of document.querySelectorAll<HTMLElement>('[popover][id]'))
    showMenuState(menu, menu.matches(':popover-open'))
})
addEventListener('focusout', (event) => {
  const menu = popoverFocusLeft(event.target, event.relatedTarget)
  if (menu?.matches(':popover-open')) menu.hidePopover()
})
