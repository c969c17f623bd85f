import { SurveyThankYou } from '../features/waitlist/components/survey-thank-you'
import { announceRegistration } from '../features/waitlist/thank-you-state'
import { defineIsland } from '../runtime/define-island'

/** The event thank-you message chosen by the top challenge; shows the form's success toast once. */
export default defineIsland('thank-you-websummit', SurveyThankYou, { onHydrate: announceRegistration })
