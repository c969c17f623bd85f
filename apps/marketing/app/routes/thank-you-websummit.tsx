import { pageMeta } from '../components/seo'
import ThankYouWebsummitIsland from '../islands/thank-you-websummit'
import type { Route } from './+types/thank-you-websummit'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Thank You for Your Insights',
    description: 'Your insights will shape our Founder Challenges 2025 Report.',
    path: '/thank-you-websummit',
    noIndex: true,
  })

export default function ThankYouWebsummit() {
  return <ThankYouWebsummitIsland />
}
