import { PageLink } from '../../components/page-link'
import { ContactEmailLink } from '../site-content/contact-email-link'
import type { LegalSection } from './legal-document'

export const cookieSections: readonly LegalSection[] = [
  {
    id: 'no-cookies',
    title: 'We Do Not Use Cookies',
    body: (
      <p>
        This website does not set any cookies — not for analytics, advertising, preferences or sessions — and
        it does not store anything in your browser’s local storage. Within one tab it keeps a few short
        hand-offs in session storage, which your browser deletes when the tab is closed and which never leave
        your device: the section a menu link should scroll to, the email address you have just registered with
        (shown on the thank-you page), and what you save, pass or add in the preview dashboards. That is why
        you will not see a cookie banner here.
      </p>
    ),
  },
  {
    id: 'no-tracking',
    title: 'No Tracking or Analytics',
    body: (
      <p>
        We do not use analytics tools, tracking pixels, fingerprinting or third-party embeds that could follow
        you across the web. Fonts and images are served from our own site, so loading a page does not contact
        any third party.
      </p>
    ),
  },
  {
    id: 'form-data',
    title: 'Information You Submit in Forms',
    body: (
      <p>
        When you join the waitlist or answer our event survey, the details you enter — together with the time,
        your browser’s user-agent string, the referring page and any campaign parameters in the link — are
        sent to our database. This data is collected and handled under our{' '}
        <PageLink to="/privacy">Privacy Policy</PageLink>, not through cookies.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        If we ever introduce cookies or similar technologies, we will update this policy and the “Last
        updated” date first and, where the law requires it, ask for your consent before setting any
        non-essential cookie. Use of the site remains subject to our{' '}
        <PageLink to="/terms">Terms and Conditions</PageLink>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy? Email <ContactEmailLink />.
      </p>
    ),
  },
]
