import { VIEW_PARAMS_ATTRIBUTE, VIEW_PENDING_ATTRIBUTE, VIEW_SESSION_KEYS_ATTRIBUTE } from '../contract.ts'
import { parseSessionList } from '../session-list.ts'

/**
 * The prerender drew the screen's default view with empty session lists. When this visit's address carries one
 * of the screen's view parameters (a shared link) or the session holds one of its lists, that drawing is not
 * what the visitor asked for: the screen stays hidden (`[data-view-pending]`) until the app has drawn the right
 * one, rather than showing one view and then another. Any other query (utm_source…) changes nothing. `script`
 * is the head script (./head-script.ts), whose attributes list the screen's view parameters and session keys.
 */
export function markViewPending(script: Element | null): void {
  const listed = (attribute: string) => script?.getAttribute(attribute)?.split(' ').filter(Boolean) ?? []
  const query = new URLSearchParams(location.search)
  let pending = listed(VIEW_PARAMS_ATTRIBUTE).some((param) => query.has(param))
  try {
    pending ||= listed(VIEW_SESSION_KEYS_ATTRIBUTE).some(
      (key) => parseSessionList(sessionStorage.getItem(key)).length > 0,
    )
  } catch {
    // No storage: nothing stored either.
  }
  if (pending) document.documentElement.setAttribute(VIEW_PENDING_ATTRIBUTE, '')
}
