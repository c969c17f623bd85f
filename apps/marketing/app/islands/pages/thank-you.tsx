import { WaitlistThankYou } from '../../features/waitlist/components/waitlist-thank-you'
import { announceRegistration } from '../../features/waitlist/thank-you-state'
import { hydrateIsland } from '../hydrate-island'
import { mountToaster } from '../toaster'

hydrateIsland('thank-you', <WaitlistThankYou />)
mountToaster()
announceRegistration()
