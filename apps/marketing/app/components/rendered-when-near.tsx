import type { ReactNode } from 'react'

/**
 * A section below the first screen, laid out and painted only once it comes near the viewport
 * (`content-visibility: auto`). The landing and pricing pages are several screens long on a phone; laying all
 * of it out for the first paint cost the slow phone about as much again as the first screen itself
 * (`pnpm perf:main-thread`, see the README). The content stays in the page for screen readers, find-in-page
 * and in-page links: the browser renders the sections a jump passes or lands on, and the jump ends where it
 * should (e2e/tests/marketing/header.spec.ts). Until it has been drawn once, a section counts as 1,000 px
 * tall for the scrollbar (about the average of these sections on a phone); after that, its real height
 * (`auto`).
 */
export function RenderedWhenNear({ children }: { children: ReactNode }) {
  return (
    <div className="[contain-intrinsic-block-size:auto_1000px] [content-visibility:auto]">{children}</div>
  )
}
