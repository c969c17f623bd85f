import { WaitlistThankYou } from '../../features/waitlist/components/waitlist-thank-you'
import { announceRegistration } from '../../features/waitlist/thank-you-state'
import { hydrateIsland } from '../hydrate-island'

hydrateIsland('thank-you', <WaitlistThankYou />)
announceRegistration()
