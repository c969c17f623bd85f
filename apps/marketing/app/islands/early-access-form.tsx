import { EarlyAccessForm } from '../features/waitlist/components/early-access-form'
import { defineIsland } from '../runtime/define-island'
import { mountToaster } from '../runtime/toaster'

/** The general waitlist form; its outcomes are toasts. */
export default defineIsland('early-access-form', EarlyAccessForm, { onHydrate: mountToaster })
