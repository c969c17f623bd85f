import { HELD_INPUT_TYPES, ISLAND_READY_ATTRIBUTE } from '@app/page-runtime/contract'
import { afterFirstPaint } from '@app/page-runtime/inline/after-first-paint'
import { reportCodeFailed } from '@app/page-runtime/inline/code-failed'
import { holdEarlyInput } from '@app/page-runtime/inline/hold-early-input'
import { preloadModules } from '@app/page-runtime/inline/preload-modules'
import {
  APP_CODE_FAILED,
  APP_PRELOADS_ATTRIBUTE,
  APP_SCRIPT_TYPE,
  PREVIEW_ROOT_ID,
  VIEW_PARAMS_ATTRIBUTE,
  VIEW_PENDING_ATTRIBUTE,
  VIEW_SESSION_KEYS_ATTRIBUTE,
} from '../contract.ts'

/**
 * The inline <head> script of every prerendered preview page (compiled by the build from this module, see
 * PreviewHeadScripts), run before the first paint:
 * - it holds presses made before the app has hydrated, for PreviewRoot to replay (@app/page-runtime);
 * - the prerender drew the screen's default view with empty session lists; when this visit's address carries
 *   one of the screen's view parameters (a shared link) or the session holds one of its lists, that drawing is
 *   not what the visitor asked for, so the screen stays hidden (`[data-view-pending]`) until the app has drawn
 *   the right one, rather than showing one view and then another. Any other query (utm_source…) changes nothing;
 * - once the page has painted, it starts the app: React Router's module script was prerendered with a type the
 *   browser does not run (client/preview-scripts.tsx), so no JavaScript competes with the stylesheet, the font
 *   and the first paint on a slow connection. Where the app's modules cannot be fetched (the connection
 *   dropped), a visitor who pressed something meanwhile is told so, and their next press starts the app again;
 * - once the page has painted, the one-off CSS animations below the first screen (the score ring, the score
 *   bars) wait until they come into view.
 */
/** Set once one of the app's modules could not be fetched: from then on, a press starts the app again. */
let appFailed = false
// Before the holding below, which stops a held click from reaching later listeners. Once the app has hydrated,
// it answers for itself.
for (const type of HELD_INPUT_TYPES)
  addEventListener(
    type,
    () => {
      if (appFailed && !document.getElementById(PREVIEW_ROOT_ID)?.hasAttribute(ISLAND_READY_ATTRIBUTE))
        startApp()
    },
    true,
  )
holdEarlyInput()

const script = document.currentScript
const listed = (attribute: string) => script?.getAttribute(attribute)?.split(' ').filter(Boolean) ?? []
const query = new URLSearchParams(location.search)
let pending = listed(VIEW_PARAMS_ATTRIBUTE).some((param) => query.has(param))
try {
  pending ||= listed(VIEW_SESSION_KEYS_ATTRIBUTE).some(
    (key) => !['[]', null].includes(sessionStorage.getItem(key)),
  )
} catch {
  // No storage: nothing stored either.
}
if (pending) document.documentElement.setAttribute(VIEW_PENDING_ATTRIBUTE, '')

/** React Router's module script where it stands in the page: inert until the app starts, then running. */
let appScript: Element | null = null
/** The preloads of the last start, taken away when the app starts again. */
let appPreloads: HTMLLinkElement[] = []

/** What a visitor who pressed something is told once, when one of the app's modules could not be fetched. */
function appCodeFailed(): void {
  if (appFailed) return
  appFailed = true
  const root = document.getElementById(PREVIEW_ROOT_ID)
  if (root) reportCodeFailed(root, APP_CODE_FAILED)
}

/**
 * Gives React Router's module script back its type, in place (hydration finds the same elements where the
 * prerender put them), with every module it needs preloaded at once rather than one import after another.
 * Where one of them cannot be fetched, the script's own error (a module it imports) or its preload's (the
 * `import(entry.client)` the script ends with, whose failure the script does not report) says so; started again,
 * a fresh copy of the script takes the place of the one before and fetches what is still missing.
 */
function startApp(): void {
  const current = appScript ?? document.querySelector(`script[type="${APP_SCRIPT_TYPE}"]`)
  if (!current) return
  appFailed = false
  const app = document.createElement('script')
  app.type = 'module'
  app.textContent = current.textContent
  app.onerror = appCodeFailed
  const preloads = current.getAttribute(APP_PRELOADS_ATTRIBUTE)
  if (preloads !== null) app.setAttribute(APP_PRELOADS_ATTRIBUTE, preloads)
  for (const element of appPreloads) element.remove()
  appPreloads = preloadModules(preloads?.split(' ').filter(Boolean) ?? [], appCodeFailed)
  current.replaceWith(app)
  appScript = app
}

/**
 * A one-off CSS animation runs from the moment its element is styled, seen or not, and one that is not
 * compositor-only (the score ring's stroke) makes the browser restyle and repaint its element at every step:
 * on a phone about half a second of main-thread work for a ring below the first screen nobody sees move. So
 * each one whose element is out of view is paused where it is, and plays on when its element comes into view:
 * the visitor still sees it run from (nearly) the start. Endless animations (a typing indicator) are left alone.
 */
function holdAnimationsOutOfView(): void {
  // Browsers without the Web Animations or IntersectionObserver API simply run them all.
  if (!('getAnimations' in document) || !('IntersectionObserver' in window)) return
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      for (const animation of entry.target.getAnimations()) animation.play()
    }
  })
  for (const animation of document.getAnimations()) {
    const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
    if (!target || animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)
      continue
    const box = target.getBoundingClientRect()
    if (box.bottom > 0 && box.top < innerHeight) continue
    animation.pause()
    observer.observe(target)
  }
}

const scheduleApp = () =>
  afterFirstPaint(() => {
    holdAnimationsOutOfView()
    startApp()
  })
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', scheduleApp, { once: true })
else scheduleApp()
