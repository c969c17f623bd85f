import { adoptFormState } from '@app/page-runtime/client/adopt-form-state'
import { replayEarlyInput } from '@app/page-runtime/client/replay-early-input'
import { ISLAND_ATTRIBUTE } from '@app/page-runtime/contract'
import { useHydrated } from '@app/ui/hooks/use-hydrated'
import { type ReactNode, useEffect, useLayoutEffect } from 'react'
import { PREVIEW_ROOT_ID, VIEW_PENDING_ATTRIBUTE } from '../contract.ts'

/**
 * The element around a preview app's body, in the prerender and in the browser alike. It is an early-input
 * root (`data-island`): the head script holds clicks, submits and keys aimed at it until it is hydrated. Once
 * hydrated, and the address's view and the session's lists are drawn (useHydrated flips in the same render as
 * the screens' state), it shows the screen the head script hid meanwhile, and replays the held input.
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
    if (hydrated && root) void replayEarlyInput(root)
  }, [hydrated])
  return (
    <div id={PREVIEW_ROOT_ID} {...{ [ISLAND_ATTRIBUTE]: '' }}>
      {children}
    </div>
  )
}
