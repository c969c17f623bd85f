/**
 * The security headers every response of the product carries, defined once for the local gateway and the
 * production nginx template. The Content-Security-Policy allows only the site itself and the configured
 * Supabase origin; prerendered pages' inline bootstrap scripts are allowed by hash, never 'unsafe-inline'.
 */
export interface SecurityHeaderOptions {
  supabaseUrl: string
  /** `sha256-…` hashes of the inline scripts the built pages contain. */
  scriptHashes?: readonly string[]
  /** Vite's dev server injects inline scripts and styles on the fly: no CSP there. */
  dev?: boolean
}

function contentSecurityPolicy({ supabaseUrl, scriptHashes = [] }: SecurityHeaderOptions): string {
  const supabaseOrigin = new URL(supabaseUrl).origin
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // Prerendered markup carries style attributes (progress widths, transforms); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${supabaseOrigin}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    ...(options.dev ? {} : { 'Content-Security-Policy': contentSecurityPolicy(options) }),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
