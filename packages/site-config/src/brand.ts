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

/**
 * The brand gradient's three stops (`--gradient-brand-from`, `-via`, `-to` in @app/ui's theme.css, at 0, 55 % and
 * 100 %) in hex, for what is drawn outside the site's CSS: the favicons and the social image. A test in @app/ui
 * converts the theme's oklch() values and fails if these drift from them.
 */
export const BRAND_GRADIENT = [
  { offset: 0, color: '#7927d6', themeVariable: '--gradient-brand-from' },
  { offset: 0.55, color: '#3f4add', themeVariable: '--gradient-brand-via' },
  { offset: 1, color: '#006fb1', themeVariable: '--gradient-brand-to' },
] as const

/** The gradient's stops as SVG `<stop>` elements, in hex: for the favicons and the social image. */
export function brandGradientStopsSvg(): string {
  return BRAND_GRADIENT.map(({ offset, color }) => `<stop offset="${offset}" stop-color="${color}"/>`).join(
    '',
  )
}

/** The logo's mark on its 32 × 32 square: a rounded square of the gradient, a white pulse line and a dot. */
export const BRAND_MARK = {
  cornerRadius: 9,
  pulse: 'M6.5 17.5h5l2.5-6 4 11 2.75-7.5 1.25 2.5h3.5',
  pulseWidth: 2.4,
  dot: { cx: 25.5, cy: 9.5, r: 1.75 },
} as const

/**
 * The mark as a standalone SVG file, every app's `public/favicon.svg` (written by the marketing app's
 * `render-favicon` script; a test fails when a committed one differs). `cornerRadius: 0` fills the square, for
 * a phone's home-screen icon, which the phone rounds itself.
 */
export function brandMarkSvg({ cornerRadius = BRAND_MARK.cornerRadius as number } = {}): string {
  const { pulse, pulseWidth, dot } = BRAND_MARK
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<title>${BRAND_NAME}</title>`,
    `<defs><linearGradient id="brand" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">${brandGradientStopsSvg()}</linearGradient></defs>`,
    `<rect width="32" height="32" rx="${cornerRadius}" fill="url(#brand)"/>`,
    `<path d="${pulse}" fill="none" stroke="#fff" stroke-width="${pulseWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="#fff"/>`,
    '</svg>',
  ].join('')
}
