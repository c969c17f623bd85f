/**
 * The address of the page shown, without a trailing slash: hosts serve a prerendered page at its folder too
 * (`/pricing/`, `/founder/dashboard/`), and the links that mark the current page name it without one.
 */
export const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1')
