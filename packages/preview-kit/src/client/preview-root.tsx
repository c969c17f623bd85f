import { useHydrated } from '@app/ui/hooks/use-hydrated'
import { replayEarlyInput } from '@app/ui/lib/early-input'
import { type ReactNode, useEffect, useLayoutEffect } from 'react'

/** Set on <html> by the page script while this visit's view differs from the prerendered one (see below). */
export const VIEW_PENDING_ATTRIBUTE = 'data-view-pending'
/** The element the app renders into; the page script holds early input aimed at it until it is hydrated. */
export const PREVIEW_ROOT_ID = 'root'

/**
 * The element around a preview app's body, in the prerender and in the browser alike. It is an early-input
 * root (`data-island`): the head script holds clicks, submits and keys aimed at it until it is hydrated. Once
 * hydrated, and the address's view and the session's lists are drawn (useHydrated flips in the same render as
 * the screens' state), it shows the screen the head script hid meanwhile, and replays the held input.
 */
export function PreviewRoot({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(VIEW_PENDING_ATTRIBUTE)
  }, [hydrated])
  useEffect(() => {
    const root = document.getElementById(PREVIEW_ROOT_ID)
    if (hydrated && root) replayEarlyInput(root)
  }, [hydrated])
  return (
    <div id={PREVIEW_ROOT_ID} data-island="">
      {children}
    </div>
  )
}
