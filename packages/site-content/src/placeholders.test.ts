import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  emailRules,
  findPlaceholders,
  firstProblem,
  formatPlaceholderReport,
  reservedDomain,
  urlRules,
} from './placeholders.ts'
import { SITE_CONTENT_FILE, siteContent } from './site-content.ts'
import type { ImageAsset, PartnerLogo, SiteContent } from './types.ts'

const image = (src: string, alt = 'A picture'): ImageAsset => ({ src, alt, width: 256, height: 256 })

/** What the owners would ship: real-looking addresses, a photo per founder, a logo per partner. */
const launchReady: SiteContent = {
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
      photo: image('https://cdn.vibescore.ai/john.jpg', 'John Roe'),
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

describe('reservedDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['www.example.org', 'example.org'],
    ['EXAMPLE.NET.', 'example.net'],
    ['northwind.example', '.example'],
    ['shop.test', '.test'],
    ['nowhere.invalid', '.invalid'],
    ['localhost', '.localhost'],
    ['app.localhost', '.localhost'],
    ['example.co.uk', undefined],
    ['myexample.com', undefined],
    ['examples.com', undefined],
    ['vibescore.ai', undefined],
  ])('%s → %s', (host, reserved) => {
    expect(reservedDomain(host)).toBe(reserved)
  })
})

describe('email rules', () => {
  it.each([
    ['hello@vibescore.ai', undefined],
    ['first.last+tag@mail.co.uk', undefined],
    ['hello@example.com', 'is at example.com, a name reserved for examples'],
    ['ceo@team.example.org', 'is at example.org, a name reserved for examples'],
    ['me@site.test', 'is at .test, a name reserved for examples'],
    ['hello@', 'is not an email address'],
    ['hello at vibescore.ai', 'is not an email address'],
    ['', 'is not an email address'],
    ['hello@localhost', 'is not an email address'],
  ])('%j → %j', (value, problem) => {
    expect(firstProblem(emailRules, value)).toBe(problem)
  })
})

describe('URL rules', () => {
  it.each([
    ['https://www.linkedin.com/company/vibescore', undefined],
    ['https://cal.com/vibescore/demo', undefined],
    ['https://examplary.io/examples', undefined],
    ['https://northwind.example', 'is at .example, a name reserved for examples'],
    ['https://example.com/demo', 'is at example.com, a name reserved for examples'],
    ['https://www.linkedin.com/company/example', 'names an "example" account or page'],
    ['https://www.linkedin.com/in/example-ceo', 'names an "example" account or page'],
    ['https://cal.com/example/demo', 'names an "example" account or page'],
    ['https://cal.com/EXAMPLE_ceo', 'names an "example" account or page'],
    ['http://vibescore.ai', 'is not an https:// address'],
    ['mailto:hello@vibescore.ai', 'is not an https:// address'],
    ['vibescore.ai', 'is not an https:// address'],
    ['', 'is not an https:// address'],
  ])('%j → %j', (value, problem) => {
    expect(firstProblem(urlRules, value)).toBe(problem)
  })
})

describe('findPlaceholders', () => {
  it('passes content with real addresses, photos and logos', () => {
    expect(findPlaceholders(launchReady)).toEqual([])
  })

  const founder = launchReady.founders[0]
  const partner = launchReady.partners[0]
  const [, ...others] = launchReady.partners satisfies readonly PartnerLogo[]
  it.each<[string, Partial<SiteContent>, string, string]>([
    ['example contact email', { contactEmail: 'hello@example.com' }, 'contactEmail', 'contactEmail'],
    [
      'example company page',
      { companyProfileUrl: 'https://linkedin.com/company/example' },
      'companyProfileUrl',
      'companyProfileUrl',
    ],
    [
      'example scheduling page',
      { demoBookingUrl: 'https://cal.com/example/demo' },
      'demoBookingUrl',
      'demoBookingUrl',
    ],
    [
      'founder without a photo',
      { founders: [{ ...founder, photo: undefined }, launchReady.founders[1]] },
      'founders.0',
      'founders[0].photo',
    ],
    [
      'founder at example.com',
      { founders: [{ ...founder, email: 'ceo@example.com' }, launchReady.founders[1]] },
      'founders.0',
      'founders[0].email',
    ],
    [
      'founder example profile',
      {
        founders: [
          launchReady.founders[0],
          { ...launchReady.founders[1], profileUrl: 'https://linkedin.com/in/example-cto' },
        ],
      },
      'founders.1',
      'founders[1].profileUrl',
    ],
    [
      'founder photo without alt',
      { founders: [{ ...founder, photo: image('/team/jane.jpg', ' ') }, launchReady.founders[1]] },
      'founders.0',
      'founders[0].photo.alt',
    ],
    [
      'founder photo of no size',
      {
        founders: [{ ...founder, photo: { ...image('/team/jane.jpg'), width: 0 } }, launchReady.founders[1]],
      },
      'founders.0',
      'founders[0].photo.width',
    ],
    [
      'founder photo on an example host',
      { founders: [{ ...founder, photo: image('https://example.com/ceo.jpg') }, launchReady.founders[1]] },
      'founders.0',
      'founders[0].photo.src',
    ],
    [
      'partner without a logo',
      { partners: [{ ...partner, logo: undefined }, ...others] },
      'partners.0',
      'partners[0].logo',
    ],
    [
      'partner at .example',
      { partners: [{ ...partner, url: 'https://northwind.example' }, ...others] },
      'partners.0',
      'partners[0].url',
    ],
    [
      'partner logo over http',
      { partners: [{ ...partner, logo: image('http://acme.io/logo.svg') }, ...others] },
      'partners.0',
      'partners[0].logo.src',
    ],
    ['initials-only avatar', { socialProof: [{ initials: 'AK' }] }, 'socialProof', 'socialProof[0].photo'],
  ])('%s', (_name, change, fact, field) => {
    const found = findPlaceholders({ ...launchReady, ...change })
    expect(found.map((placeholder) => [placeholder.fact, placeholder.field])).toEqual([[fact, field]])
  })

  it('allows an empty alt on the decorative social-proof avatars only', () => {
    expect(
      findPlaceholders({ ...launchReady, socialProof: [{ initials: 'AK', photo: image('/a.jpg', '') }] }),
    ).toEqual([])
  })

  it('checks that site paths are files in the public folder when told how', () => {
    const publicFileExists = (path: string) => path !== '/partners/acme.svg'
    const found = findPlaceholders(launchReady, { publicFileExists })
    expect(found).toEqual([
      {
        fact: 'partners.0',
        field: 'partners[0].logo.src',
        value: '/partners/acme.svg',
        problem: 'is not a file in apps/marketing/public',
        anchor: 'Acme',
      },
    ])
  })
})

// Holds until launch: filling in the content makes it fail on purpose (README, "Launch checklist").
describe("today's site content", () => {
  const found = findPlaceholders(siteContent)

  it('is refused: every address is an example and no founder, partner or avatar has an image', () => {
    expect(found.map((placeholder) => placeholder.field)).toEqual([
      'contactEmail',
      'companyProfileUrl',
      'demoBookingUrl',
      'founders[0].profileUrl',
      'founders[0].email',
      'founders[0].photo',
      'founders[1].profileUrl',
      'founders[1].email',
      'founders[1].photo',
      ...siteContent.partners.flatMap((_, index) => [`partners[${index}].url`, `partners[${index}].logo`]),
      ...siteContent.socialProof.map((_, index) => `socialProof[${index}].photo`),
    ])
  })

  it('is reported with the file to edit and the line of each placeholder', () => {
    const source = readFileSync(new URL('./site-content.ts', import.meta.url), 'utf8')
    const report = formatPlaceholderReport(found, { file: SITE_CONTENT_FILE, source })
    expect(report).toContain(`Edit ${SITE_CONTENT_FILE}:`)
    expect(report).toContain(`${found.length} placeholders`)
    const contactLine = source.split('\n').findIndex((line) => line.includes('hello@example.com')) + 1
    expect(report).toContain(
      `  - contactEmail "hello@example.com" (line ${contactLine}) is at example.com, a name reserved for examples`,
    )
    const ceoLine = source.split('\n').findIndex((line) => line.includes("'Alex Morgan'")) + 1
    expect(report).toContain(
      `  - founders[0].photo (line ${ceoLine}) is missing: the card shows initials only`,
    )
    expect(report).toContain('  - partners[0].url "https://northwind.example"')
  })

  it('names the file that exists', () => {
    expect(new URL(`../../../${SITE_CONTENT_FILE}`, import.meta.url).pathname).toBe(
      new URL('./site-content.ts', import.meta.url).pathname,
    )
  })
})
