import { earlyInputScript } from '@app/ui/lib/early-input'
import { loadAfterPaintScript } from '@app/ui/lib/load-after-paint'

/**
 * The one inline script of every marketing page (in <head>, allowed by its CSP hash), so it is running before
 * the first paint and before any island's code has arrived. It
 * - holds clicks, submits and radio-group arrow keys aimed at an island (`[data-island]`) that is not
 *   hydrated yet, for the island to replay once its code is ready (@app/ui/lib/early-input);
 * - runs scroll links (`a[data-scroll-link]`, e.g. the header's Features): on their own page they scroll
 *   smoothly; elsewhere they load that page, which scrolls ~100 ms after it is shown (spec §2). Without
 *   JavaScript they are ordinary `/#section` links.
 * - closes the mobile menu (a native popover) when an entry is chosen and keeps its toggle's label and
 *   `aria-expanded` in step.
 * - starts the page's island modules after the first contentful paint (@app/ui/lib/load-after-paint); or, on
 *   a page that says so (`startAfterPaintMs`), when an island is first touched, focused or clicked, or that long
 *   after the first paint, whichever comes first.
 * Written as a function so it is type-checked; `pageScript()` returns its source with the page's modules.
 */
function earlyPage(
  startModules: () => void,
  startOnFirstUse: boolean,
  scrollKey: string,
  scrollDelayMs: number,
) {
  const waitingIsland = (element: Element) => element.closest('[data-island]:not([data-island-ready])')
  // A held input, or a pointer or focus arriving at an island, means its code is needed now.
  for (const type of ['click', 'submit', 'keydown', 'pointerover', 'pointerdown', 'focusin'])
    addEventListener(
      type,
      (event) => {
        if (startOnFirstUse && event.target instanceof Element && waitingIsland(event.target)) startModules()
      },
      true,
    )

  const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
  const scrollTo = (id: string) => {
    const section = document.getElementById(id)
    section?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' })
    return section !== null
  }
  addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
    link.closest<HTMLElement>('[popover]')?.hidePopover()
    if (!link.hasAttribute('data-scroll-link')) return
    const url = new URL(link.href)
    const id = decodeURIComponent(url.hash.slice(1))
    event.preventDefault()
    if (url.pathname === location.pathname) scrollTo(id)
    else {
      sessionStorage.setItem(scrollKey, id)
      location.assign(url.pathname)
    }
  })
  const pendingScroll = sessionStorage.getItem(scrollKey)
  if (pendingScroll) {
    sessionStorage.removeItem(scrollKey)
    addEventListener('DOMContentLoaded', () => setTimeout(() => scrollTo(pendingScroll), scrollDelayMs))
  }

  // Without a script the browser reports the popover's state itself; a script that names the toggle's state
  // must keep doing so from the start.
  const showMenuState = (menu: HTMLElement, open: boolean) => {
    for (const toggle of document.querySelectorAll(`[popovertarget="${menu.id}"]`)) {
      toggle.setAttribute('aria-expanded', String(open))
      const label = toggle.getAttribute(open ? 'data-label-open' : 'data-label-closed')
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
}

/** Spec §2: coming from another page, the landing page is shown first and scrolled about 100 ms later. */
export const SECTION_SCROLL_DELAY_MS = 100
const SCROLL_KEY = 'marketing:scroll-to'

/** The page's inline script; `modules` lists its island entry first, then the chunks that entry imports. */
export function pageScript(modules: readonly string[], startAfterPaintMs?: number): string {
  const args = [startAfterPaintMs !== undefined, SCROLL_KEY, SECTION_SCROLL_DELAY_MS].map((value) =>
    JSON.stringify(value),
  )
  const startModules = loadAfterPaintScript(modules, startAfterPaintMs ?? null)
  return `${earlyInputScript()};(${earlyPage.toString()})(${startModules},${args.join(',')})`
}
