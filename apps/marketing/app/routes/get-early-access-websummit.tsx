import { pageMeta } from '../components/seo'
import { EventBanner } from '../features/waitlist/components/event-banner'
import { WaitlistPage } from '../features/waitlist/components/waitlist-page'
import { pageQrCode } from '../features/waitlist/qr-code.server'
import { THANK_YOU_PAGE } from '../features/waitlist/thank-you-state'
import WebsummitFormIsland from '../islands/websummit-form'
import type { Route } from './+types/get-early-access-websummit'

const PATH = '/get-early-access-websummit'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Web Summit Lisbon 2025 Founder Survey',
    description:
      'Web Summit Lisbon 2025 special: answer a quick 30-60s survey, join the waitlist and get the Top Founder Challenges 2025 report.',
    path: PATH,
  })

// Runs at build time (prerendering), so the QR code generator stays out of the browser bundle.
export async function loader() {
  return { qrCode: await pageQrCode(PATH) }
}

export default function GetEarlyAccessWebsummit({ loaderData }: Route.ComponentProps) {
  return (
    <WaitlistPage qrCode={loaderData.qrCode} thankYou={THANK_YOU_PAGE.websummit} banner={<EventBanner />}>
      <WebsummitFormIsland />
    </WaitlistPage>
  )
}
