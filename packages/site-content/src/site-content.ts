import type { SiteContent } from './types.ts'

export type * from './types.ts'

/**
 * Every fact about the company that only its owners can supply, in one place: the pages read them from here.
 * Until the owners fill them in they are neutral placeholders (reserved `example` addresses, no photos, no
 * logos). The local build shows each with a "Sample" badge; a production build lists every one still here and
 * fails (see the launch checklist in the root README and `placeholders.ts`). Where each fact appears is
 * written on its type (types.ts).
 */
export const siteContent: SiteContent = {
  contactEmail: 'hello@example.com',
  companyProfileUrl: 'https://www.linkedin.com/company/example',
  demoBookingUrl: 'https://cal.com/example/demo',
  founders: [
    {
      name: 'Alex Morgan',
      role: 'CEO',
      title: 'Co-founder & CEO',
      oneLiner: 'Two-time founder who has sat on both sides of the pitch table.',
      quote:
        'Founders deserve the same clarity investors get from a data room — every day, not once a funding round.',
      profileUrl: 'https://www.linkedin.com/in/example-ceo',
      email: 'ceo@example.com',
      // photo: { src: '/team/ceo.jpg', alt: 'Portrait of …', width: 256, height: 256 },
    },
    {
      name: 'Sam Taylor',
      role: 'CTO',
      title: 'Co-founder & CTO',
      oneLiner: 'Engineer behind AI products used by millions, now building agents that do the work.',
      quote: 'An agent that only gives advice is a chatbot. Ours carries the plan through, week after week.',
      profileUrl: 'https://www.linkedin.com/in/example-cto',
      email: 'cto@example.com',
    },
  ],
  visionQuote:
    'Every great company starts as a fragile idea and a handful of people. We are building the engine that tells them, each morning, what matters most — and then helps them do it.',
  partners: [
    // With a logo: { name: 'Acme', url: 'https://acme.io', logo: { src: '/partners/acme.svg', alt: 'Acme', width: 320, height: 96 } },
    { name: 'Northwind Labs', url: 'https://northwind.example' },
    { name: 'Lumen Health', url: 'https://lumenhealth.example' },
    { name: 'Paygrid', url: 'https://paygrid.example' },
    { name: 'Brightpath', url: 'https://brightpath.example' },
    { name: 'Kelpie AI', url: 'https://kelpie.example' },
    { name: 'Orbital Freight', url: 'https://orbitalfreight.example' },
  ],
  socialProof: [
    // photo: { src: '/social-proof/1.jpg', alt: '', width: 96, height: 96 },
    { initials: 'AK' },
    { initials: 'MR' },
    { initials: 'JL' },
    { initials: 'SO' },
    { initials: 'TB' },
  ],
}

/** The file owners edit, as the production build's refusal names it. */
export const SITE_CONTENT_FILE = 'packages/site-content/src/site-content.ts'
