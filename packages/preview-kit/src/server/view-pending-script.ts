/**
 * Runs in <head> of a prerendered preview page, before the first paint (serialized by `viewPendingScript`). The
 * prerender drew the screen's default view with empty session lists; when this visit's address carries one of
 * the screen's view parameters (a shared link) or the session holds one of its lists, that drawing is not what
 * the visitor asked for, so the screen stays hidden (`[data-view-pending]`) until the app has drawn the right one,
 * rather than showing one view and then another. Any other query (utm_source…) changes nothing.
 */
function markViewPending(attribute: string, params: readonly string[], sessionKeys: readonly string[]) {
  const query = new URLSearchParams(location.search)
  let pending = params.some((param) => query.has(param))
  try {
    pending ||= sessionKeys.some((key) => !['[]', null].includes(sessionStorage.getItem(key)))
  } catch {
    // No storage: nothing stored either.
  }
  if (pending) document.documentElement.setAttribute(attribute, '')
}

export function viewPendingScript(
  attribute: string,
  params: readonly string[],
  sessionKeys: readonly string[],
): string {
  if (params.length === 0 && sessionKeys.length === 0) return ''
  const args = [attribute, params, sessionKeys].map((value) => JSON.stringify(value))
  return `(${markViewPending.toString()})(${args.join(',')})`
}
