import type { MarketingPath } from '@app/site-config'
import { BRAND_NAME, BRAND_TAGLINE } from '@app/site-config/brand'
import { siteContent } from '@app/site-content'
import { Logo } from '@app/ui/components/logo'
import { ArrowUpRight } from 'lucide-react'
import { ContactEmailLink } from '../features/site-content/contact-email-link'
import { SampleBadge } from '../features/site-content/sample-badge'
import { ExternalLink } from './external-link'
import { currentPage } from './site-nav'

/** Accelerators, universities and advisors have no features of their own yet: every audience links to /. */
const audienceLinks = [
  'For Founders',
  'For Accelerators',
  'For Investors',
  'For Universities',
  'For Advisors',
]

/** A footer entry: a page of this site, so a renamed page fails to type-check here. */
interface FooterLink {
  label: string
  to: MarketingPath
}

const companyLinks: readonly FooterLink[] = [
  { label: 'Vision', to: '/vision' },
  { label: 'Founding Team', to: '/foundingteam' },
  { label: 'Web Summit Lisbon 2025', to: '/get-early-access-websummit' },
]

const legalLinks: readonly FooterLink[] = [
  { label: 'Terms and Conditions', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Cookie Policy', to: '/cookies' },
]

const linkClass = 'rounded-sm text-muted-foreground text-sm transition-colors hover:text-foreground'

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold text-foreground text-sm">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </div>
  )
}

/** `currentPath`: the page shown, whose links are marked as the current page. */
export function SiteFooter({ currentPath }: { currentPath?: string }) {
  return (
    <footer className="border-border border-t bg-card">
      {/* One column below 360 px: two would leave about 120 px each, where "Terms and Conditions" and the
          contact address break across lines. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 min-[360px]:grid-cols-2 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col items-start gap-4 min-[360px]:col-span-2 md:col-span-1">
          <a href="/" className="rounded-lg" aria-label={`${BRAND_NAME} home`}>
            <Logo />
          </a>
          <p className="max-w-xs text-muted-foreground text-sm leading-relaxed">{BRAND_TAGLINE}</p>
          <p className="flex flex-wrap items-center gap-2">
            <ExternalLink
              href={siteContent.companyProfileUrl}
              className="inline-flex min-h-6 items-center gap-1 rounded-sm font-medium text-accent-700 text-sm hover:underline"
            >
              {BRAND_NAME} on LinkedIn
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </ExternalLink>
            <SampleBadge fact="companyProfileUrl" />
          </p>
        </div>

        <FooterColumn title="Who it’s for">
          {audienceLinks.map((label) => (
            <li key={label}>
              <a href="/" className={linkClass}>
                {label}
              </a>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Company">
          {companyLinks.map((link) => (
            <li key={link.to}>
              <a href={link.to} aria-current={currentPage(link.to, currentPath)} className={linkClass}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <ContactEmailLink className={linkClass} />
          </li>
        </FooterColumn>

        <FooterColumn title="Legal">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <a href={link.to} aria-current={currentPage(link.to, currentPath)} className={linkClass}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-border border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-muted-foreground text-xs sm:px-6 lg:px-8">
          © {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
