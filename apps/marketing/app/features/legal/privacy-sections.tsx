import { BRAND_NAME } from '@app/site-config/brand'
import { PageLink } from '../../components/page-link'
import { ContactEmailLink } from '../site-content/contact-email-link'
import type { LegalSection } from './legal-document'

/** The ten sections of the Privacy Policy. */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        {BRAND_NAME} (“we”, “us”, “our”) operates this website, its waitlist and the preview dashboards. We
        are the controller of the personal data described in this policy. It explains what we collect, why,
        and the choices you have. Please read it together with our{' '}
        <PageLink to="/terms">Terms and Conditions</PageLink>.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We only collect what you give us and a few technical details sent with your form:</p>
        <ul>
          <li>
            <strong>Waitlist sign-up:</strong> your full name, email address, an optional role (for example
            founder or investor) and your agreement to these policies.
          </li>
          <li>
            <strong>Event survey:</strong> the details above, an optional startup name, and your answers about
            your startup’s stage, challenges, tools and use of AI.
          </li>
          <li>
            <strong>Submission details:</strong> the time of submission, your browser’s user-agent string, the
            page that referred you and any campaign parameters (utm_source, utm_medium, utm_campaign) in the
            link you followed.
          </li>
        </ul>
        <p>The preview dashboards contain sample data only and collect nothing from you.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>to manage the waitlist and invite you to the product when a place is available;</li>
        <li>to send you a short follow-up survey or the report you asked for;</li>
        <li>to understand which events and channels bring founders to us, in aggregate;</li>
        <li>to improve the product using survey answers, reported in aggregate;</li>
        <li>to keep the Service secure and meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases for Processing',
    body: (
      <p>
        We process your data with your consent, which you give when you tick the agreement box on our forms,
        and for our legitimate interest in running and improving the Service. You can withdraw your consent at
        any time by writing to <ContactEmailLink />; this does not affect processing that took place before.
      </p>
    ),
  },
  {
    id: 'cookies-and-tracking',
    title: 'Cookies and Tracking',
    body: (
      <p>
        We do not use cookies, analytics, advertising pixels or any other tracking technology, and our fonts
        and images are served from our own site, so visiting it does not tell any third party about you. See
        our <PageLink to="/cookies">Cookie Policy</PageLink> for details.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          We never sell your personal data. We share it only with service providers who host our database and
          website on our behalf, under contracts that require them to protect it and use it only on our
          instructions, and with authorities where the law requires it.
        </p>
        <p>
          Some providers may process data outside the UK or the European Economic Area. Where they do, we rely
          on adequacy decisions or standard contractual clauses to keep your data protected.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'Data Retention and Security',
    body: (
      <p>
        We keep waitlist and survey data until the product launches for you, or for at most 24 months after
        your last contact with us, unless you ask us to delete it sooner. Data is encrypted in transit, access
        is limited to the people who need it, and we review our safeguards regularly.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          Depending on where you live, you have the right to access, correct, delete or export your personal
          data, to object to or restrict its processing, and to withdraw your consent. To use any of these
          rights, email <ContactEmailLink />; we reply within one month.
        </p>
        <p>
          You can also complain to your data protection authority — in the UK, the Information Commissioner’s
          Office.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children’s Privacy',
    body: (
      <p>
        The Service is not intended for anyone under 18 years of age, and we do not knowingly collect personal
        data from people under 18. If you believe a minor has given us their data, contact us and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and Contact',
    body: (
      <p>
        We may update this policy from time to time and will change the “Last updated” date above when we do;
        for material changes we will also tell you by email. Questions or requests about your privacy:{' '}
        <ContactEmailLink />.
      </p>
    ),
  },
]
