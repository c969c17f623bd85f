export const BRAND_NAME = 'VibeScore'
export const BRAND_TAGLINE = 'AI-Powered Agentic Platform For Startup Success'
