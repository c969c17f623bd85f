import { pageMeta } from '../components/seo'
import { LegalDocument } from '../features/legal/legal-document'
import { privacySections } from '../features/legal/privacy-sections'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What personal data we collect through our forms, why, and your rights. No cookies, no tracking.',
    path: '/privacy',
  })

export default function Privacy() {
  return (
    <LegalDocument
      path="/privacy"
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. We collect as little as we can, never sell it, and use no cookies or
          tracking.
        </p>
      }
      sections={privacySections}
    />
  )
}
