import href from '../fonts/inter-site-wght-400-700.woff2?url'

/**
 * The `<link>` that fetches the font subset every page sets its text in (theme.css's own @font-face) together
 * with the stylesheet, rather than once the first layout asks for it: a font arriving after that layout makes
 * the phone lay the whole page out again. The marketing root and the preview document both use it.
 */
export const siteFontPreload = {
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const
