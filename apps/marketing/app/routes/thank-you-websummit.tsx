import { pageMeta } from '../components/seo'
import { SurveyThankYou } from '../features/waitlist/components/survey-thank-you'
import { Island } from '../islands/island'
import type { Route } from './+types/thank-you-websummit'

export const handle = { island: 'thank-you-websummit' }

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Thank You for Your Insights',
    description: 'Your insights will shape our Founder Challenges 2025 Report.',
    path: '/thank-you-websummit',
    noIndex: true,
  })

export default function ThankYouWebsummit() {
  return (
    <Island name="thank-you-websummit">
      <SurveyThankYou />
    </Island>
  )
}
