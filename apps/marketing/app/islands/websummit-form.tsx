import { WebsummitSurveyForm } from '../features/waitlist/components/websummit-survey-form'
import { defineIsland } from '../runtime/define-island'
import { mountToaster } from '../runtime/toaster'

/** The event survey form; its outcomes are toasts. */
export default defineIsland('websummit-form', WebsummitSurveyForm, { onHydrate: mountToaster })
