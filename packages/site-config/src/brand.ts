/** The product's name and tagline, as every page, preview, report and social image prints them. */
export const BRAND_NAME = 'VibeScore'
export const BRAND_TAGLINE = 'AI-Powered Agentic Platform For Startup Success'
/**
 * The brand's accent (`--color-accent-600` in @app/ui's theme.css) in hex, for what takes no CSS variable or
 * oklch(): the browser's theme-color, the previews' no-script notice and the waitlist report.
 */
export const BRAND_COLOR = '#4f4de3'
