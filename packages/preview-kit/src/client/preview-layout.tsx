import { Container } from '@app/ui/components/container'
import type * as React from 'react'

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
          while the page script has marked this visit's view as not the prerendered one (preview-root.tsx). */}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Container className="py-8 md:py-10 [[data-view-pending]_&]:invisible">{children}</Container>
      </main>
    </div>
  )
}

export type { PreviewLayoutProps }
export { PreviewLayout }
