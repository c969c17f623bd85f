import type { toast as Toast } from 'sonner'
import { loadOnce } from './load-once'

/**
 * The one toaster of a page, loaded and mounted with its first toast (Sonner is about 7 KB a first screen does
 * not need). It resolves to `toast` once the toaster's live region can be heard (`mountToaster`), so a toast shown
 * right after the load is still announced. A failed load is forgotten, so the next toast fetches it again.
 */
export const loadToaster: () => Promise<typeof Toast> = loadOnce(() =>
  import('../components/toaster').then(async ({ mountToaster, toast }) => {
    await mountToaster()
    return toast
  }),
)
