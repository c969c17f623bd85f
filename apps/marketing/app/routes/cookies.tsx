import { pageMeta } from '../components/seo'
import { cookieSections } from '../features/legal/cookie-sections'
import { LegalDocument } from '../features/legal/legal-document'
import type { Route } from './+types/cookies'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Cookie Policy',
    description: 'We use no cookies and no tracking. Form data is handled under our Privacy Policy.',
    path: '/cookies',
  })

export default function Cookies() {
  return (
    <LegalDocument
      path="/cookies"
      title="Cookie Policy"
      intro={<p>The short version: we use no cookies and no tracking of any kind.</p>}
      sections={cookieSections}
    />
  )
}
