/** What a preview page's prerendered markup, its inline head script and its app agree on. */

/** The element the app renders into, inside the prerendered document. */
export const PREVIEW_ROOT_ID = 'root'
/** Set on <html> by the head script while this visit's view differs from the prerendered one. */
export const VIEW_PENDING_ATTRIBUTE = 'data-view-pending'
/** On the head script: the screen's view parameters, space-separated (a shared link carries them). */
export const VIEW_PARAMS_ATTRIBUTE = 'data-view-params'
/** On the head script: the session-storage keys of the screen's saved lists, space-separated. */
export const VIEW_SESSION_KEYS_ATTRIBUTE = 'data-view-session-keys'
/**
 * The type React Router's module script is given in the prerendered page: an unknown type makes it a data block
 * the browser neither fetches nor runs. The head script gives it back `type="module"` after the first paint.
 */
export const APP_SCRIPT_TYPE = 'text/x-after-first-paint'
/** On that script: the modules it needs (React Router's preloads), space-separated, fetched beside it. */
export const APP_PRELOADS_ATTRIBUTE = 'data-preloads'
/**
 * What a visitor who pressed something is told when the app's code could not be fetched (the connection dropped
 * after the page arrived). It is said by the head script, in the browser's own alert.
 */
export const APP_CODE_FAILED = 'This preview could not finish loading. Check your connection and try again.'
