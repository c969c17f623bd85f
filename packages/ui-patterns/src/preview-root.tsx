import { useHydrated } from '@app/ui/hooks/use-hydrated'
import { adoptFormState } from '@app/ui/lib/adopt-form-state'
import { replayEarlyInput } from '@app/ui/lib/early-input'
import { type ReactNode, StrictMode, useEffect, useLayoutEffect } from 'react'

/** Set on <html> by the page script while this visit's view differs from the prerendered one (see below). */
export const VIEW_PENDING_ATTRIBUTE = 'data-view-pending'
/** The element the app renders into; the page script holds early input aimed at it until it is hydrated. */
export const PREVIEW_ROOT_ID = 'root'

/**
 * The root of a preview app, in the prerender and in the browser alike (so both trees, and their useId values,
 * are the same). Once hydrated, and the address's view and the session's lists are drawn (useHydrated flips
 * in the same render as the screens' state), it shows the screen the page script hid meanwhile, and replays
 * the clicks the page script held while the code was loading.
 */
export function PreviewRoot({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  // Once, in the hydration's own commit: what the visitor typed or chose meanwhile is handed to the screens'
  // handlers before the next render (the hydrated view) would put the prerendered values back.
  useLayoutEffect(() => {
    const root = document.getElementById(PREVIEW_ROOT_ID)
    if (root) adoptFormState(root)
  }, [])
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(VIEW_PENDING_ATTRIBUTE)
  }, [hydrated])
  useEffect(() => {
    const root = document.getElementById(PREVIEW_ROOT_ID)
    if (hydrated && root) replayEarlyInput(root)
  }, [hydrated])
  return <StrictMode>{children}</StrictMode>
}
