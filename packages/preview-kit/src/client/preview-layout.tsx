import { Container } from '@app/ui/components/container'
import type * as React from 'react'

/**
 * Every card of the screen is laid out and painted only once it comes near the viewport, and counts as 320 px
 * tall until then.
 * - A skipped card's contents keep the layout of the width they were last drawn at, and a grid would size its
 *   column to that: after a narrower window (a phone turned upright) the page scrolled sideways by up to 39 px.
 *   `min-width: 0` makes every card take its width from its column alone.
 * - Cards holding a line chart are always drawn: the chart measures its width when it hydrates, and in a
 *   skipped card there is nothing to measure, so it would stay at its fallback width until scrolled to.
 */
const CARDS_DRAWN_WHEN_NEAR = [
  '[&_[data-slot=card]]:min-w-0',
  '[&_[data-slot=card]:not(:has([data-slot=line-chart]))]:[content-visibility:auto]',
  '[&_[data-slot=card]:not(:has([data-slot=line-chart]))]:[contain-intrinsic-block-size:auto_320px]',
].join(' ')

type PreviewLayoutProps = {
  topBar: React.ReactNode
  children: React.ReactNode
}

function PreviewLayout({ topBar, children }: PreviewLayoutProps) {
  return (
    <div data-slot="preview-layout" className="min-h-dvh bg-muted/60">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:font-medium focus:text-accent-700 focus:text-sm focus:shadow-card-hover"
      >
        Skip to content
      </a>
      {topBar}
      {/* tabIndex lets the skip link move focus into main, not just scroll to it. The screen stays hidden
          while the page script has marked this visit's view as not the prerendered one (preview-root.tsx).
          On a phone the first screen shows two or three cards: styling, laying out and painting the whole long
          column at DPR 3 for the first paint was most of a first visit's main-thread work. A skipped card's text
          stays in the accessibility tree and in find-in-page. */}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Container className={`py-8 md:py-10 [[data-view-pending]_&]:invisible ${CARDS_DRAWN_WHEN_NEAR}`}>
          {children}
        </Container>
      </main>
    </div>
  )
}

export type { PreviewLayoutProps }
export { PreviewLayout }
