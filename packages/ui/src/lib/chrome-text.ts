/**
 * Words the site and the previews share in their frame (headers, menus, not-found and error pages), written
 * once. Tests still type them out: they check what a visitor reads, not that a constant equals itself.
 */

/** The link back to the site's home page on the thank-you, not-found and error pages. */
export const RETURN_HOME = 'Return Home'

/** The phone menu's toggle, as a screen reader names it while the menu is closed and while it is open. */
export const MENU_TOGGLE_LABEL = { closed: 'Open menu', open: 'Close menu' } as const

/** The title of a page at an address with nothing there, before the site's or the preview's name. */
export const NOT_FOUND_TITLE = 'Page not found'
