/** The product's name and tagline, as every page, preview, report and social image prints them. */
export const BRAND_NAME = 'VibeScore'
export const BRAND_TAGLINE = 'AI-Powered Agentic Platform For Startup Success'
