import { mountToaster } from '@app/ui/components/toaster'

export { toast } from '@app/ui/components/toaster'

/**
 * Loaded with the first preview notice (preview-notice.tsx), not with the page: Sonner is about 7 KB the first
 * screen does not need. Importing this module mounts the one toaster; a notice waits for `settled`, so its live
 * region is heard (see mountToaster).
 */
export const settled = mountToaster()
