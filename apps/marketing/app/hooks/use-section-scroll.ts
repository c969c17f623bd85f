import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** Spec §2/§9: coming from another page, the landing page renders first and is scrolled ~100 ms later. */
export const SECTION_SCROLL_DELAY_MS = 100
/** A slow network can delay the landing page's first render; keep looking for the section this long. */
const SECTION_WAIT_LIMIT_MS = 3000

export function scrollToSection(sectionId: string, reducedMotion: boolean): boolean {
  const section = document.getElementById(sectionId)
  section?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
  return section !== null
}

/**
 * Returns a function that brings a landing-page section into view: directly on the landing page,
 * otherwise by navigating to `/` first and scrolling once the page is there.
 */
export function useSectionScroll() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const reducedMotion = usePrefersReducedMotion()

  return useCallback(
    (sectionId: string) => {
      if (pathname === '/') {
        scrollToSection(sectionId, reducedMotion)
        return
      }
      void navigate('/')
      const startedAt = Date.now()
      const attempt = () => {
        const found = scrollToSection(sectionId, reducedMotion)
        if (!found && Date.now() - startedAt < SECTION_WAIT_LIMIT_MS) {
          window.setTimeout(attempt, SECTION_SCROLL_DELAY_MS)
        }
      }
      window.setTimeout(attempt, SECTION_SCROLL_DELAY_MS)
    },
    [navigate, pathname, reducedMotion],
  )
}
