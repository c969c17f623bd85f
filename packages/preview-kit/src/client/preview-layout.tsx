import { Container } from '@app/ui/components/container'
import { MAIN_ID, SkipLink } from '@app/ui/components/skip-link'
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
      {/* The browser scrolls to the main area and starts the next Tab there; the click moves focus there too. */}
      <SkipLink
        onClick={() => {
          if (main.current) focusPlace(main.current)
        }}
      />
      {topBar}
      {/* No tabIndex of its own: focusPlace makes it focusable while it holds focus. The screen stays hidden
          while the head script has marked this visit's view as not the prerendered one
          (inline/mark-view-pending.ts), until PreviewRoot has drawn it (preview-root.tsx). */}
      <main id={MAIN_ID} ref={main}>
        <Container className="py-8 md:py-10 [[data-view-pending]_&]:invisible">{children}</Container>
      </main>
    </div>
  )
}

export type { PreviewLayoutProps }
export { PreviewLayout }
