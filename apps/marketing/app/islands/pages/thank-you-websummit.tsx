import { SurveyThankYou } from '../../features/waitlist/components/survey-thank-you'
import { announceRegistration } from '../../features/waitlist/thank-you-state'
import { hydrateIsland } from '../hydrate-island'

hydrateIsland('thank-you-websummit', <SurveyThankYou />)
announceRegistration()
