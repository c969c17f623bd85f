import { WaitlistThankYou } from '../features/waitlist/components/waitlist-thank-you'
import { announceRegistration } from '../features/waitlist/thank-you-state'
import { defineIsland } from '../runtime/define-island'

/** The thank-you message, with the email the form handed over; shows the form's success toast once. */
export default defineIsland('thank-you', WaitlistThankYou, { onHydrate: announceRegistration })
