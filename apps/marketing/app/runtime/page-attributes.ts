/**
 * The markup the inline page script (page-script.ts) acts on, named once for the components that write it and
 * the script that reads it.
 */

/**
 * On `<html>`, set by the page script before the first paint: this page runs scripts. Without it (JavaScript
 * off), the `without-script:` variant (app.css, which must name the same attribute) shows what works without
 * code in place of controls that need it.
 */
export const SCRIPTED_ATTRIBUTE = 'data-scripted'

/** On an `<a href="/#section">`: scroll smoothly to the section (loading the page first when elsewhere). */
export const SCROLL_LINK_ATTRIBUTE = 'data-scroll-link'
/** On a popover toggle: its accessible name while the popover is open, and while it is closed. */
export const LABEL_WHEN_OPEN_ATTRIBUTE = 'data-label-open'
export const LABEL_WHEN_CLOSED_ATTRIBUTE = 'data-label-closed'
/** On the page script's own element, on the not-found page: log the address the visitor asked for. */
export const LOG_NOT_FOUND_ATTRIBUTE = 'data-log-not-found'
/**
 * On a section drawn only when it comes near the viewport (RenderedWhenNear): before a scroll link glides to its
 * section, every such section is drawn, so the glide's end is computed from real heights, not estimates.
 */
export const RENDERED_WHEN_NEAR_ATTRIBUTE = 'data-rendered-when-near'
