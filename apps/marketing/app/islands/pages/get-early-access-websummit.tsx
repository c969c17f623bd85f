import { WebsummitSurveyForm } from '../../features/waitlist/components/websummit-survey-form'
import { hydrateIsland } from '../hydrate-island'
import { mountToaster } from '../toaster'

hydrateIsland('websummit-form', <WebsummitSurveyForm />)
mountToaster()
