import { holdEarlyInput } from '@app/page-runtime/inline/hold-early-input'
import { VIEW_PARAMS_ATTRIBUTE, VIEW_PENDING_ATTRIBUTE, VIEW_SESSION_KEYS_ATTRIBUTE } from '../contract.ts'

/**
 * The inline <head> script of every prerendered preview page (compiled by the build from this module, see
 * PreviewHeadScripts), run before the first paint:
 * - it holds presses made before the app has hydrated, for PreviewRoot to replay (@app/page-runtime);
 * - the prerender drew the screen's default view with empty session lists; when this visit's address carries
 *   one of the screen's view parameters (a shared link) or the session holds one of its lists, that drawing is
 *   not what the visitor asked for, so the screen stays hidden (`[data-view-pending]`) until the app has drawn
 *   the right one, rather than showing one view and then another. Any other query (utm_source…) changes nothing.
 */
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
