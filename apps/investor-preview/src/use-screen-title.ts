import { useEffect } from 'react'
import { documentTitle } from './document-title.ts'

/** Names the browser tab after the screen, e.g. "Discover · Investor Preview · VibeScore". */
export function useScreenTitle(screen: string) {
  useEffect(() => {
    document.title = documentTitle(screen)
  }, [screen])
}
