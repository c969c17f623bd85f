import { WebsummitSurveyForm } from '../../features/waitlist/components/websummit-survey-form'
import { hydrateIsland } from '../hydrate-island'

hydrateIsland('websummit-form', <WebsummitSurveyForm />)
