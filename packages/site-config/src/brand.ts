/** The product's name and tagline, as every page, preview, report and social image prints them. */
export const BRAND_NAME = 'VibeScore'
export const BRAND_TAGLINE = 'AI-Powered Agentic Platform For Startup Success'
/**
 * The brand's accent (`--color-accent-600` in @app/ui's theme.css) in hex, for what takes no CSS variable or
 * oklch(): the browser's theme-color, the previews' no-script notice and the waitlist report.
 */
export const BRAND_COLOR = '#4f4de3'

/** The size of every social image (Open Graph and Twitter cards): the marketing site's and each preview screen's. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const
