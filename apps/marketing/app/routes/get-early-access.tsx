import { EARLY_ACCESS_PATH } from '@app/site-config'
import { pageMeta } from '../components/seo'
import { WaitlistPage } from '../features/waitlist/components/waitlist-page'
import { pageQrCode } from '../features/waitlist/qr-code.server'
import { THANK_YOU_PAGE } from '../features/waitlist/thank-you-state'
import EarlyAccessFormIsland from '../islands/early-access-form'
import type { Route } from './+types/get-early-access'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Get Early Access',
    description: 'Join the waitlist to be one of the first to experience the AI-powered startup platform.',
    path: EARLY_ACCESS_PATH,
  })

// Runs at build time (prerendering), so the QR code generator stays out of the browser bundle.
export async function loader() {
  return { qrCode: await pageQrCode(EARLY_ACCESS_PATH) }
}

export default function GetEarlyAccess({ loaderData }: Route.ComponentProps) {
  return (
    <WaitlistPage qrCode={loaderData.qrCode} thankYou={THANK_YOU_PAGE.earlyAccess}>
      <EarlyAccessFormIsland />
    </WaitlistPage>
  )
}
