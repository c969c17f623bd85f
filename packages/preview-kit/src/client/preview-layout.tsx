import { Container } from '@app/ui/components/container'
import { focusPlace } from '@app/ui/lib/focus-place'
import type * as React from 'react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

type PreviewLayoutProps = {
  topBar: React.ReactNode
  children: React.ReactNode
}

function PreviewLayout({ topBar, children }: PreviewLayoutProps) {
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  const shownPath = useRef(pathname)
  // A screen change keeps the document, so nothing would tell a keyboard or screen reader user that the screen
  // changed, and focus would stay on the link in the top bar. As a page load does, the new screen takes focus
  // (its main area, read from the top); a change of view within a screen (its search, a filter) does not.
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (main.current) focusPlace(main.current)
  }, [pathname])
  return (
    <div data-slot="preview-layout" className="min-h-dvh bg-muted/60">
      {/* biome-ignore lint/a11y/useValidAnchor: a real link within the page (the browser scrolls to the main
          area and starts the next Tab there); the click only moves focus there as well. */}
      <a
        href="#main"
        onClick={() => {
          if (main.current) focusPlace(main.current)
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:font-medium focus:text-accent-700 focus:text-sm focus:shadow-card-hover"
      >
        Skip to content
      </a>
      {topBar}
      {/* No tabIndex of its own: focusPlace makes it focusable while it holds focus. The screen stays hidden
          while the head script has marked this visit's view as not the prerendered one
          (inline/mark-view-pending.ts), until PreviewRoot has drawn it (preview-root.tsx). */}
      <main id="main" ref={main}>
        <Container className="py-8 md:py-10 [[data-view-pending]_&]:invisible">{children}</Container>
      </main>
    </div>
  )
}

export type { PreviewLayoutProps }
export { PreviewLayout }
