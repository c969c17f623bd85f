import { describe, expect, it } from 'vitest'
import { image, launchReady } from './fixtures.ts'
import {
  emailRules,
  findPlaceholders,
  firstProblem,
  formatPlaceholderReport,
  reservedDomain,
  urlRules,
} from './placeholders.ts'
import { SITE_CONTENT_FILE } from './site-content.ts'
import type { PartnerLogo, SiteContent } from './types.ts'

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

  // The Content-Security-Policy (@app/site-config's security headers) loads images from the site only.
  it.each(['https://cdn.vibescore.ai/jane.jpg', '//cdn.vibescore.ai/jane.jpg'])(
    "refuses a founder photo on another host, which the site's CSP would not load: %s",
    (src) => {
      const [ceo, cto] = launchReady.founders
      const found = findPlaceholders({ ...launchReady, founders: [{ ...ceo, photo: image(src) }, cto] })
      expect(found.map(({ field, problem }) => [field, problem])).toEqual([
        [
          'founders[0].photo.src',
          "is on another host: the site's Content-Security-Policy loads images from the site only (img-src 'self'); add the file to apps/marketing/public and use its path",
        ],
      ])
    },
  )

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

describe('formatPlaceholderReport', () => {
  it('names the file to edit and the line of each placeholder', () => {
    const [ceo, cto] = launchReady.founders
    const content: SiteContent = {
      ...launchReady,
      contactEmail: 'hello@example.com',
      founders: [{ ...ceo, photo: undefined }, cto],
    }
    const source = [
      'export const siteContent = {',
      "  contactEmail: 'hello@example.com',",
      '  founders: [',
      "    { name: 'Jane Doe', role: 'CEO' },",
    ].join('\n')
    const report = formatPlaceholderReport(findPlaceholders(content), { file: 'site-content.ts', source })
    expect(report.split('\n').slice(0, 4)).toEqual([
      'The site content still has 2 placeholders; a production build refuses to ship them.',
      'Edit site-content.ts:',
      '  - contactEmail "hello@example.com" (line 2) is at example.com, a name reserved for examples',
      '  - founders[0].photo (line 4) is missing: the card shows initials only',
    ])
  })
})

describe('the site content module', () => {
  it('names the file that exists', () => {
    expect(new URL(`../../../${SITE_CONTENT_FILE}`, import.meta.url).pathname).toBe(
      new URL('./site-content.ts', import.meta.url).pathname,
    )
  })
})
