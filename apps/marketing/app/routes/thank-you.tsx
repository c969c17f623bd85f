import { pageMeta } from '../components/seo'
import ThankYouIsland from '../islands/thank-you'
import type { Route } from './+types/thank-you'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Thank You',
    description: "You're on the waitlist! We'll notify you when the product is ready for you.",
    path: '/thank-you',
    noIndex: true,
  })

export default function ThankYou() {
  return <ThankYouIsland />
}
