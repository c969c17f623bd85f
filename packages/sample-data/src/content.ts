/**
 * Content the spec does not give: names, addresses and external links. These are neutral placeholders;
 * the owners replace them here, in one place, and every page follows.
 */

/** Contact address named on the legal pages and in the footer. */
export const CONTACT_EMAIL = 'hello@example.com'

/** The company's page on the professional network (footer, opens in a new tab). */
export const COMPANY_PROFILE_URL = 'https://www.linkedin.com/company/example'

/** External scheduling page behind "Book a Demo with CEO" on /pricing. */
export const DEMO_BOOKING_URL = 'https://cal.com/example/demo'

export interface Founder {
  name: string
  role: 'CEO' | 'CTO'
  title: string
  oneLiner: string
  quote: string
  profileUrl: string
  email: string
}

export const founders: readonly Founder[] = [
  {
    name: 'Alex Morgan',
    role: 'CEO',
    title: 'Co-founder & CEO',
    oneLiner: 'Two-time founder who has sat on both sides of the pitch table.',
    quote:
      'Founders deserve the same clarity investors get from a data room — every day, not once a funding round.',
    profileUrl: 'https://www.linkedin.com/in/example-ceo',
    email: 'ceo@example.com',
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
]

/** Quote on /vision, attributed to the CEO above. */
export const VISION_QUOTE =
  'Every great company starts as a fragile idea and a handful of people. We are building the engine that tells them, each morning, what matters most — and then helps them do it.'
