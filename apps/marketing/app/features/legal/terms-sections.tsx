import { BRAND_NAME } from '@app/site-config/brand'
import { PageLink } from '../../components/page-link'
import { ContactEmailLink } from '../site-content/contact-email-link'
import type { LegalSection } from './legal-document'

/** The twelve sections of the Terms and Conditions, in order. */
export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to These Terms',
    body: (
      <>
        <p>
          These Terms and Conditions form a binding agreement between you and {BRAND_NAME} (“we”, “us”, “our”)
          governing your access to and use of our website, waitlist, preview dashboards and any related
          services (together, the “Service”).
        </p>
        <p>
          By accessing or using the Service you confirm that you are at least 18 years old, that you have read
          and understood these Terms, our <PageLink to="/privacy">Privacy Policy</PageLink> and our{' '}
          <PageLink to="/cookies">Cookie Policy</PageLink>, and that you agree to be bound by them. If you use
          the Service on behalf of a company or other organisation, you confirm that you have authority to
          accept these Terms on its behalf. If you do not agree, do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'account-security',
    title: 'Your Account and Security',
    body: (
      <>
        <p>
          Some features require you to register or join our waitlist. You agree to provide accurate, current
          and complete information and to keep it up to date.
        </p>
        <p>
          You are responsible for keeping your login credentials confidential and for all activity that takes
          place under your account. Tell us immediately at <ContactEmailLink /> if you suspect any
          unauthorised access. We are not liable for losses caused by someone else using your account where
          you failed to keep your credentials secure.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <p>
          The Service, including its software, design, text, graphics, scoring methodology, logos and
          trademarks, is owned by {BRAND_NAME} or its licensors and is protected by intellectual property
          laws.
        </p>
        <p>
          We grant you a limited, non-exclusive, non-transferable, revocable licence to use the Service for
          your own business purposes in line with these Terms. You may not copy, modify, distribute, sell,
          lease, reverse engineer or create derivative works from any part of the Service except where the law
          expressly allows it.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'Your Content',
    body: (
      <>
        <p>
          You keep ownership of the information, documents and data you submit to the Service (“Your
          Content”). You grant us a worldwide, royalty-free licence to host, store, process and display Your
          Content only as needed to provide, secure and improve the Service for you.
        </p>
        <p>
          You confirm that you have the rights needed to share Your Content with us and that it does not
          infringe anyone else’s rights or break any law. We never share Your Content or your Vibe Score with
          investors, mentors or other third parties unless you choose to.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the Service for any unlawful, fraudulent or misleading purpose;</li>
          <li>submit false information about yourself, your startup or its performance;</li>
          <li>
            attempt to gain unauthorised access to the Service, other accounts or our systems, or interfere
            with their security or operation;
          </li>
          <li>
            scrape, crawl or harvest data from the Service by automated means, or use it to build a competing
            product;
          </li>
          <li>upload viruses, malware or any code designed to harm the Service or its users;</li>
          <li>
            harass, abuse or impersonate any person, or infringe anyone’s intellectual property or privacy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may stop using the Service and ask us to close your account at any time. We may suspend or end
          your access, with or without notice, if you breach these Terms, if required by law, or if continuing
          to provide the Service to you would expose us or others to harm.
        </p>
        <p>
          On termination your right to use the Service ends immediately. Sections that by their nature should
          survive termination — including intellectual property, disclaimers, limitation of liability,
          indemnification and governing law — continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer of Warranties',
    body: (
      <>
        <p>
          The Service is provided “as is” and “as available”. The Service is in closed beta, and features may
          change, be interrupted or contain errors. To the fullest extent permitted by law, we disclaim all
          warranties, express or implied, including warranties of merchantability, fitness for a particular
          purpose and non-infringement.
        </p>
        <p>
          Scores, insights and recommendations produced by the Service, including those generated by AI, are
          for information only. They are not financial, investment, legal or tax advice, and you remain
          responsible for the decisions you make.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the fullest extent permitted by law, {BRAND_NAME} will not be liable for any indirect,
          incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data,
          goodwill or business opportunity arising out of or relating to your use of the Service.
        </p>
        <p>
          Our total liability for all claims relating to the Service is limited to the amounts you paid us for
          the Service in the 12 months before the event giving rise to the claim. Nothing in these Terms
          limits liability that cannot be limited by law, such as liability for death or personal injury
          caused by negligence, or for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You agree to indemnify and hold harmless {BRAND_NAME}, its officers, employees and partners from any
        claims, losses, liabilities and expenses (including reasonable legal fees) arising from your breach of
        these Terms, Your Content, or your misuse of the Service.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <p>
        These Terms and any dispute arising from them are governed by the laws of England and Wales. The
        courts of England and Wales have exclusive jurisdiction, except that if you are a consumer you may
        also bring proceedings in the courts of the country where you live.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these Terms from time to time. When we do, we change the “Last updated” date above and,
        for material changes, notify you by email or through the Service before they take effect. If you keep
        using the Service after the changes apply, you accept the updated Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about these Terms? Write to us at <ContactEmailLink /> and we will get back to you as soon
        as we can.
      </p>
    ),
  },
]
