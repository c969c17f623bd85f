import { type PartnerLogo, SITE_CONTENT_FILE, type SiteContent, siteContent } from '@app/site-content'
import { afterEach, describe, expect, it } from 'vitest'
import { refuseSampleContent } from './refuse-sample-content'

/** Runs the plugin's hooks as Vite does for `vite build --mode <mode>`; returns the error it raised, if any. */
function build(mode: string, content: SiteContent = placeholderContent): string | undefined {
  // Its hooks are plain functions; Vite's types also allow handler objects and a full ResolvedConfig.
  const plugin = refuseSampleContent(content) as unknown as {
    configResolved: (config: { mode: string }) => void
    buildStart: (this: { error: (message: string) => never }) => void
  }
  plugin.configResolved({ mode })
  try {
    plugin.buildStart.call({
      error(message) {
        throw new Error(message)
      },
    })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

/** The six partners, each changed alike (`map` loses the tuple's length). */
const partnersWith = (change: (partner: PartnerLogo, index: number) => PartnerLogo) =>
  siteContent.partners.map(change) as unknown as SiteContent['partners']

/** The content as it shipped before launch: reserved addresses, no photos, no logos. */
const placeholderContent: SiteContent = {
  ...siteContent,
  contactEmail: 'hello@example.com',
  partners: partnersWith((partner) => ({ ...partner, logo: undefined })),
}

/** Complete content whose images are files of the public folder (the favicon stands in for each). */
const favicon = { src: '/favicon.svg', alt: 'A picture', width: 64, height: 64 }
const completeContent: SiteContent = {
  contactEmail: 'hello@vibescore.ai',
  companyProfileUrl: 'https://www.linkedin.com/company/vibescore',
  demoBookingUrl: 'https://cal.com/vibescore/demo',
  founders: [
    {
      ...siteContent.founders[0],
      profileUrl: 'https://www.linkedin.com/in/ceo',
      email: 'ceo@vibescore.ai',
      photo: favicon,
    },
    {
      ...siteContent.founders[1],
      profileUrl: 'https://www.linkedin.com/in/cto',
      email: 'cto@vibescore.ai',
      photo: favicon,
    },
  ],
  visionQuote: siteContent.visionQuote,
  partners: partnersWith((partner, index) => ({
    ...partner,
    url: `https://partner-${index}.io`,
    logo: favicon,
  })),
  socialProof: [{ initials: 'AK', photo: favicon }],
}

describe('refuseSampleContent', () => {
  const allowed = process.env.ALLOW_SAMPLE_CONTENT
  afterEach(() => {
    if (allowed === undefined) delete process.env.ALLOW_SAMPLE_CONTENT
    else process.env.ALLOW_SAMPLE_CONTENT = allowed
  })

  it('fails a production build on placeholders, naming the file and each placeholder', () => {
    delete process.env.ALLOW_SAMPLE_CONTENT
    const message = build('production')
    expect(message).toContain(`Edit ${SITE_CONTENT_FILE}:`)
    expect(message).toMatch(/contactEmail "hello@example\.com" \(line \d+\) is at example\.com/)
    expect(message).toMatch(/partners\[5\]\.logo \(line \d+\) is missing/)
  })

  it.each([
    ['the local stack (ALLOW_SAMPLE_CONTENT=1)', 'production', '1'],
    ['another mode', 'development', undefined],
  ])('lets %s build', (_name, mode, allow) => {
    if (allow) process.env.ALLOW_SAMPLE_CONTENT = allow
    else delete process.env.ALLOW_SAMPLE_CONTENT
    expect(build(mode)).toBeUndefined()
  })

  it('lets a production build of complete content through, and checks its image files exist', () => {
    delete process.env.ALLOW_SAMPLE_CONTENT
    expect(build('production', completeContent)).toBeUndefined()
    const missing = {
      ...completeContent,
      socialProof: [{ initials: 'AK', photo: { ...favicon, src: '/no-such.jpg' } }],
    }
    expect(build('production', missing)).toMatch(
      /socialProof\[0\]\.photo\.src "\/no-such\.jpg" .*is not a file in apps\/marketing\/public/,
    )
  })

  it('is not satisfied by any other value of the flag', () => {
    process.env.ALLOW_SAMPLE_CONTENT = 'true'
    expect(build('production')).toContain(SITE_CONTENT_FILE)
  })
})
