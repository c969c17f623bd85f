import { EarlyAccessForm } from '../features/waitlist/components/early-access-form'
import { defineIsland } from '../runtime/define-island'

/** The general waitlist form (its toaster loads when the visitor starts on it). */
export default defineIsland('early-access-form', EarlyAccessForm)
