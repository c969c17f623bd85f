import { appBase, type MarketingPath, type SectionLink } from '@app/site-config'
import { withoutTrailingSlash } from '@app/ui/lib/page-path'

/** The header's entries, shared by the desktop bar and the mobile menu so both always match. */
export const sectionLinks = [
  { label: 'Features', sectionId: 'features-section' },
  { label: 'How It Works', sectionId: 'how-it-works-section' },
] as const

/** A header entry's link: a section of the home page. */
export const sectionHref = (sectionId: string): SectionLink => `/#${sectionId}`

/** The header's entries that are pages of the site, after the sections; each marks itself when it is shown. */
export const pageLinks = [{ label: 'Pricing', href: '/pricing' }] as const satisfies readonly {
  label: string
  href: MarketingPath
}[]

/**
 * A link to the page being shown is marked as the current page, for screen readers (`aria-current`). The
 * prerender renders each page at its folder's address (`/pricing/`), so a trailing slash does not count.
 */
export const currentPage = (href: string, currentPath: string | undefined) =>
  currentPath !== undefined && href === withoutTrailingSlash(currentPath) ? ('page' as const) : undefined

/** The previews are separate apps under their own prefix: plain links that load a new document. */
export const previewLinks = [
  { label: 'Founder Preview', href: `${appBase('founder-preview')}dashboard` },
  { label: 'Investor Preview', href: `${appBase('investor-preview')}dashboard` },
] as const
