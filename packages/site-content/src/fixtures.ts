import type { ImageAsset, SiteContent } from './types.ts'

/** Test fixtures of the site content (not shipped: only tests import this module). */

export const image = (src: string, alt = 'A picture'): ImageAsset => ({ src, alt, width: 256, height: 256 })

/** What the owners would ship: real-looking addresses, a photo per founder, a logo per partner. */
export const launchReady: SiteContent = {
  contactEmail: 'hello@vibescore.ai',
  companyProfileUrl: 'https://www.linkedin.com/company/vibescore',
  demoBookingUrl: 'https://cal.com/vibescore-ceo/demo',
  founders: [
    {
      name: 'Jane Doe',
      role: 'CEO',
      title: 'Co-founder & CEO',
      oneLiner: 'One line.',
      quote: 'A quote.',
      profileUrl: 'https://www.linkedin.com/in/jane-doe',
      email: 'jane@vibescore.ai',
      photo: image('/team/jane.jpg', 'Jane Doe'),
    },
    {
      name: 'John Roe',
      role: 'CTO',
      title: 'Co-founder & CTO',
      oneLiner: 'One line.',
      quote: 'A quote.',
      profileUrl: 'https://www.linkedin.com/in/john-roe',
      email: 'john@vibescore.ai',
      photo: image('/team/john.jpg', 'John Roe'),
    },
  ],
  visionQuote: 'A vision.',
  partners: [
    { name: 'Acme', url: 'https://acme.io', logo: image('/partners/acme.svg', 'Acme') },
    { name: 'Beta', url: 'https://beta.io', logo: image('/partners/beta.svg', 'Beta') },
    { name: 'Gamma', url: 'https://gamma.io', logo: image('/partners/gamma.svg', 'Gamma') },
    { name: 'Delta', url: 'https://delta.io', logo: image('/partners/delta.svg', 'Delta') },
    { name: 'Eps', url: 'https://eps.io', logo: image('/partners/eps.svg', 'Eps') },
    { name: 'Zeta', url: 'https://zeta.io', logo: image('/partners/zeta.svg', 'Zeta') },
  ],
  socialProof: [{ initials: 'AK', photo: image('/social-proof/1.jpg', '') }],
}
