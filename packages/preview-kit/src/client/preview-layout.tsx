import { Container } from '@app/ui/components/container'
import type * as React from 'react'

/** Every card of the screen: laid out and painted only near the viewport, about 320 px tall until then. */
const OFFSCREEN_CARDS_SKIPPED =
  '[&_[data-slot=card]]:[content-visibility:auto] [&_[data-slot=card]]:[contain-intrinsic-size:auto_320px]'

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
          Cards the visitor has not scrolled to are not laid out or painted (content-visibility: auto): on a
          phone the first screen shows two or three of them, and styling, laying out and painting the whole
          long column at DPR 3 was most of the first visit's main-thread work. They keep their place at a
          typical card height until drawn, then at their own height ("auto" remembers it); their text stays
          in the accessibility tree and in find-in-page. */}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Container className={`py-8 md:py-10 [[data-view-pending]_&]:invisible ${OFFSCREEN_CARDS_SKIPPED}`}>
          {children}
        </Container>
      </main>
    </div>
  )
}

export type { PreviewLayoutProps }
export { PreviewLayout }
