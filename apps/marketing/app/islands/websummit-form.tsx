import { WebsummitSurveyForm } from '../features/waitlist/components/websummit-survey-form'
import { defineIsland } from '../runtime/define-island'

/** The event survey form (its toaster loads when the visitor starts on it). */
export default defineIsland('websummit-form', WebsummitSurveyForm)
