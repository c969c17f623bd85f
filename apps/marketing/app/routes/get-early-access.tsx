import { pageMeta } from '../components/seo'
import { EarlyAccessForm } from '../features/waitlist/components/early-access-form'
import { WaitlistPage } from '../features/waitlist/components/waitlist-page'
import { pageQrCode } from '../features/waitlist/qr-code.server'
import { Island } from '../islands/island'
import type { Route } from './+types/get-early-access'

const PATH = '/get-early-access'

export const handle = { island: 'get-early-access' }

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Get Early Access',
    description: 'Join the waitlist to be one of the first to experience the AI-powered startup platform.',
    path: PATH,
  })

// Runs at build time (prerendering), so the QR code generator stays out of the browser bundle.
export async function loader() {
  return { qrCode: await pageQrCode(PATH) }
}

export default function GetEarlyAccess({ loaderData }: Route.ComponentProps) {
  return (
    <WaitlistPage qrCode={loaderData.qrCode}>
      <Island name="early-access-form">
        <EarlyAccessForm />
      </Island>
    </WaitlistPage>
  )
}
