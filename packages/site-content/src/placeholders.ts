import type { ImageAsset, SiteContent } from './types.ts'

/**
 * Which placeholders are still in the site content, by one list of rules. The same answer marks each fact
 * with a "Sample" badge in the local build and fails a production build (apps/marketing/build), so what the
 * badges show and what the build refuses cannot drift apart.
 */

/** A fact as the page shows it: the unit that gets one "Sample" badge. */
export type SampleFact =
  | 'contactEmail'
  | 'companyProfileUrl'
  | 'demoBookingUrl'
  | `founders.${number}`
  | `partners.${number}`
  | 'socialProof'

export interface Placeholder {
  fact: SampleFact
  /** Where in `siteContent`, e.g. `founders[0].email`. */
  field: string
  /** The value in place now; undefined when the fact is missing (no photo, no logo). */
  value: string | undefined
  /** Why it cannot ship, e.g. "is at example.com, a domain reserved for examples". */
  problem: string
  /** Text that finds the fact in the content file (its value, or the name of whom it belongs to). */
  anchor: string
}

export interface CheckOptions {
  /** Whether a site path (`/team/ceo.jpg`) exists in the marketing app's public folder; unchecked if absent. */
  publicFileExists?: (sitePath: string) => boolean
}

/** A rule returns why a value is a placeholder or invalid, or undefined when it may ship. */
type Rule = (value: string) => string | undefined

/** RFC 2606 and RFC 6761: names reserved for documentation and testing, never a real site or mailbox. */
const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid', 'localhost']
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org']

export function reservedDomain(host: string): string | undefined {
  const name = host.toLowerCase().replace(/\.$/, '')
  const topLevel = name.split('.').at(-1) ?? ''
  if (RESERVED_TOP_LEVEL.includes(topLevel)) return `.${topLevel}`
  return RESERVED_DOMAINS.find((domain) => name === domain || name.endsWith(`.${domain}`))
}

const reservedHost =
  (host: (value: string) => string): Rule =>
  (value) => {
    const reserved = reservedDomain(host(value))
    return reserved ? `is at ${reserved}, a name reserved for examples` : undefined
  }

export const emailRules: readonly Rule[] = [
  (value) => (/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value) ? undefined : 'is not an email address'),
  reservedHost((value) => value.slice(value.lastIndexOf('@') + 1)),
]

function parsedUrl(value: string): URL | undefined {
  return URL.canParse(value) ? new URL(value) : undefined
}

export const urlRules: readonly Rule[] = [
  (value) => (parsedUrl(value)?.protocol === 'https:' ? undefined : 'is not an https:// address'),
  reservedHost((value) => parsedUrl(value)?.hostname ?? ''),
  // A real host with a made-up account on it: linkedin.com/company/example, cal.com/example/demo.
  (value) =>
    /(^|[^a-z])example([^a-z]|$)/i.test(parsedUrl(value)?.pathname ?? '')
      ? 'names an "example" account or page'
      : undefined,
]

/** The first problem a value has under the rules (one line per fact is enough to act on). */
export function firstProblem(rules: readonly Rule[], value: string): string | undefined {
  for (const rule of rules) {
    const problem = rule(value)
    if (problem) return problem
  }
  return undefined
}

function imageProblems(
  image: ImageAsset,
  altRequired: boolean,
  options: CheckOptions,
): Record<string, string> {
  const problems: Record<string, string> = {}
  if (image.src.startsWith('/') && !image.src.startsWith('//')) {
    if (options.publicFileExists && !options.publicFileExists(image.src))
      problems.src = 'is not a file in apps/marketing/public'
  } else {
    // The site's Content-Security-Policy (@app/site-config's security headers) loads images from the site
    // itself: an image on another host would not show.
    problems.src = /^([a-z][a-z0-9+.-]*:)?\/\//i.test(image.src)
      ? "is on another host: the site's Content-Security-Policy loads images from the site only (img-src 'self'); add the file to apps/marketing/public and use its path"
      : 'is not a site path: add the file to apps/marketing/public and use its path, such as /team/ceo.jpg'
  }
  if (altRequired && !image.alt.trim()) problems.alt = 'is empty: say what the image shows'
  for (const side of ['width', 'height'] as const)
    if (!Number.isInteger(image[side]) || image[side] <= 0)
      problems[side] = 'must be the image’s size in pixels (a positive whole number)'
  return problems
}

/** Every placeholder or invalid fact in `content`, in page order; empty when the site may ship. */
export function findPlaceholders(content: SiteContent, options: CheckOptions = {}): Placeholder[] {
  const found: Placeholder[] = []
  const check = (fact: SampleFact, field: string, value: string, rules: readonly Rule[], anchor = value) => {
    const problem = firstProblem(rules, value)
    if (problem) found.push({ fact, field, value, problem, anchor })
  }
  const checkImage = (
    fact: SampleFact,
    field: string,
    image: ImageAsset | undefined,
    missing: string,
    anchor: string,
    altRequired: boolean,
  ) => {
    if (!image) {
      found.push({ fact, field, value: undefined, problem: missing, anchor })
      return
    }
    for (const [key, problem] of Object.entries(imageProblems(image, altRequired, options)))
      found.push({
        fact,
        field: `${field}.${key}`,
        value: String(image[key as keyof ImageAsset]),
        problem,
        anchor,
      })
  }

  check('contactEmail', 'contactEmail', content.contactEmail, emailRules)
  check('companyProfileUrl', 'companyProfileUrl', content.companyProfileUrl, urlRules)
  check('demoBookingUrl', 'demoBookingUrl', content.demoBookingUrl, urlRules)
  content.founders.forEach((founder, index) => {
    const fact: SampleFact = `founders.${index}`
    const field = `founders[${index}]`
    check(fact, `${field}.profileUrl`, founder.profileUrl, urlRules)
    check(fact, `${field}.email`, founder.email, emailRules)
    checkImage(
      fact,
      `${field}.photo`,
      founder.photo,
      'is missing: the card shows initials only',
      founder.name,
      true,
    )
  })
  content.partners.forEach((partner, index) => {
    const fact: SampleFact = `partners.${index}`
    const field = `partners[${index}]`
    check(fact, `${field}.url`, partner.url, urlRules)
    checkImage(
      fact,
      `${field}.logo`,
      partner.logo,
      'is missing: the tile shows the name as text',
      partner.name,
      true,
    )
  })
  content.socialProof.forEach((avatar, index) => {
    const field = `socialProof[${index}].photo`
    checkImage(
      'socialProof',
      field,
      avatar.photo,
      'is missing: the circle shows initials only',
      avatar.initials,
      false,
    )
  })
  return found
}

/** The 1-based line of the first occurrence of `anchor` in `source`, if any. */
function lineOf(source: string, anchor: string): number | undefined {
  const index = source.indexOf(anchor)
  return index < 0 ? undefined : source.slice(0, index).split('\n').length
}

/**
 * The production build's refusal: each placeholder with its field, value and line, and the file to edit.
 * `source` is the content file's text, for the line numbers.
 */
export function formatPlaceholderReport(
  placeholders: readonly Placeholder[],
  { file, source }: { file: string; source?: string },
): string {
  const lines = placeholders.map((placeholder) => {
    const line = source === undefined ? undefined : lineOf(source, placeholder.anchor)
    const value = placeholder.value === undefined ? '' : ` "${placeholder.value}"`
    const where = line === undefined ? '' : ` (line ${line})`
    return `  - ${placeholder.field}${value}${where} ${placeholder.problem}`
  })
  return [
    `The site content still has ${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'}; a production build refuses to ship them.`,
    `Edit ${file}:`,
    ...lines,
    'Photos and logos go in apps/marketing/public/ (see "Launch checklist" in README.md).',
    'The local stack builds with ALLOW_SAMPLE_CONTENT=1 and shows each placeholder with a "Sample" badge instead.',
  ].join('\n')
}
