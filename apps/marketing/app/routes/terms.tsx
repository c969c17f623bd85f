import { pageMeta } from '../components/seo'
import { LegalDocument } from '../features/legal/legal-document'
import { termsSections } from '../features/legal/terms-sections'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms and Conditions',
    description: 'The terms that govern your use of our website, waitlist and preview dashboards.',
    path: '/terms',
  })

export default function Terms() {
  return (
    <LegalDocument
      path="/terms"
      title="Terms and Conditions"
      intro={
        <p>Please read these terms carefully before using the Service. They explain your rights and ours.</p>
      }
      sections={termsSections}
    />
  )
}
