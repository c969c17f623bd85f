import { BRAND_GRADIENT, BRAND_MARK, BRAND_NAME } from '@app/site-config/brand'
import * as React from 'react'
import { cn } from '../lib/utils'

// `px` is the mark's size as attributes too, so a page whose stylesheet did not arrive shows a small logo
// rather than an SVG as wide as the screen.
const sizes = {
  sm: { mark: 'size-7', px: 28, wordmark: 'text-base' },
  md: { mark: 'size-8', px: 32, wordmark: 'text-lg' },
  lg: { mark: 'size-11', px: 44, wordmark: 'text-2xl' },
} as const

type LogoProps = {
  className?: string
  showWordmark?: boolean
  size?: keyof typeof sizes
}

function Logo({ className, showWordmark = true, size = 'md' }: LogoProps) {
  // Several logos can share a page (header, footer); each SVG needs its own gradient id.
  const gradientId = React.useId()
  const { mark, px, wordmark } = sizes[size]
  return (
    <span data-slot="logo" className={cn('inline-flex items-center gap-2.5', className)}>
      <svg
        viewBox="0 0 32 32"
        width={px}
        height={px}
        className={cn('shrink-0', mark)}
        aria-hidden="true"
        focusable="false"
      >
        {/* The brand mark (BRAND_MARK) in the theme's own gradient variables, where the favicons draw it in hex. */}
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
            {BRAND_GRADIENT.map(({ offset, themeVariable }) => (
              <stop key={offset} offset={offset} style={{ stopColor: `var(${themeVariable})` }} />
            ))}
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx={BRAND_MARK.cornerRadius} fill={`url(#${gradientId})`} />
        <path
          d={BRAND_MARK.pulse}
          fill="none"
          stroke="white"
          strokeWidth={BRAND_MARK.pulseWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle {...BRAND_MARK.dot} fill="white" />
      </svg>
      {showWordmark ? (
        <span className={cn('font-bold text-foreground tracking-tight', wordmark)}>{BRAND_NAME}</span>
      ) : null}
    </span>
  )
}

export type { LogoProps }
export { Logo }
