import type { ReactNode } from 'react'
import { RENDERED_WHEN_NEAR_ATTRIBUTE } from '../runtime/page-attributes'

/**
 * A section below the first screen, laid out and painted only once it comes near the viewport
 * (`content-visibility: auto`). The landing and pricing pages are several screens long on a phone; laying all
 * of it out for the first paint cost the slow phone about as much again as the first screen itself
 * (`pnpm perf:main-thread`, see the README). The content stays in the page for screen readers and
 * find-in-page. In-page links land exactly: a jump without JavaScript is the browser's own, and the page
 * script's smooth scroll links draw every such section first (page-script.ts; e2e/tests/marketing/header.spec.ts
 * and e2e/tests/early-input.spec.ts). Until it has been drawn once, a section counts as 1,000 px tall for the
 * scrollbar (about the average of these sections on a phone); after that, its real height (`auto`).
 */
export function RenderedWhenNear({ children }: { children: ReactNode }) {
  return (
    <div
      className="[contain-intrinsic-block-size:auto_1000px] [content-visibility:auto]"
      {...{ [RENDERED_WHEN_NEAR_ATTRIBUTE]: '' }}
    >
      {children}
    </div>
  )
}
