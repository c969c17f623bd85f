import { useCallback, useEffect, useState } from 'react'

/**
 * The open state of a header's mobile menu, shared by the marketing header and the previews' top bar. While it
 * is open, Escape anywhere on the page closes it, as keyboard users expect of a disclosure.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), [])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return { open, close, toggle }
}
