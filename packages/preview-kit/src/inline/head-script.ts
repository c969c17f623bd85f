import { HELD_INPUT_TYPES, ISLAND_READY_ATTRIBUTE } from '@app/page-runtime/contract'
import { afterFirstPaint } from '@app/page-runtime/inline/after-first-paint'
import { reportCodeFailed } from '@app/page-runtime/inline/code-failed'
import { holdEarlyInput } from '@app/page-runtime/inline/hold-early-input'
import { preloadModules } from '@app/page-runtime/inline/preload-modules'
import { APP_CODE_FAILED, APP_PRELOADS_ATTRIBUTE, APP_SCRIPT_TYPE, PREVIEW_ROOT_ID } from '../contract.ts'
import { holdAnimationsOutOfView } from './hold-animations-out-of-view.ts'
import { markViewPending } from './mark-view-pending.ts'

/**
 * The inline <head> script of every prerendered preview page (compiled by the build from this module, see
 * PreviewHeadScripts), run before the first paint:
 * - it holds presses made before the app has hydrated, for PreviewRoot to replay (@app/page-runtime);
 * - it keeps the screen hidden while this visit's view is not the prerendered one (./mark-view-pending.ts);
 * - once the page has painted, it starts the app: React Router's module script was prerendered with a type the
 *   browser does not run (client/preview-scripts.tsx), so no JavaScript competes with the stylesheet, the font
 *   and the first paint on a slow connection. Where the app's modules cannot be fetched (the connection
 *   dropped), a visitor who pressed something meanwhile is told so, and their next press starts the app again;
 * - once the page has painted, the one-off CSS animations below the first screen (the score ring, the score
 *   bars) wait until they come into view (./hold-animations-out-of-view.ts).
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

// Only while the script runs is it the document's current script.
markViewPending(document.currentScript)

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

const scheduleApp = () =>
  afterFirstPaint(() => {
    holdAnimationsOutOfView()
    startApp()
  })
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', scheduleApp, { once: true })
else scheduleApp()
