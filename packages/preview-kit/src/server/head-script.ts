import { earlyInputScript } from '@app/ui/lib/early-input'
import type { ClientStateKeys } from '../client/client-state.tsx'
import { VIEW_PENDING_ATTRIBUTE } from '../client/preview-root.tsx'
import { viewPendingScript } from './view-pending-script.ts'

/**
 * The inline <head> script of one prerendered page (rendered by `PreviewHeadScripts`): it holds input made
 * before the app has hydrated (replayed by `PreviewRoot`), and, when the page's screen reads view parameters or
 * session lists (`keys`), hides it while this visit's address or session asks for another view than the
 * prerendered one.
 */
export function headScript(keys: ClientStateKeys): string {
  return [
    earlyInputScript(),
    viewPendingScript(VIEW_PENDING_ATTRIBUTE, [...keys.params].sort(), [...keys.sessionKeys].sort()),
  ]
    .filter(Boolean)
    .join(';')
}
