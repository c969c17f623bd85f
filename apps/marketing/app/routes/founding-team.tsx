import { BRAND_NAME } from '@app/site-config/brand'
import { siteContent } from '@app/site-content'
import { buttonVariants } from '@app/ui/components/button'
import { Section } from '@app/ui/components/section'
import { initials } from '@app/ui/lib/initials'
import { ArrowUpRight, Mail } from 'lucide-react'
import { EarlyAccessBand } from '../components/early-access-band'
import { ExternalLink } from '../components/external-link'
import { PageHero } from '../components/page-hero'
import { pageMeta } from '../components/seo'
import { ContentImage } from '../features/site-content/content-image'
import { SampleBadge } from '../features/site-content/sample-badge'
import type { Route } from './+types/founding-team'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Founding Team',
    description: `Meet the CEO and CTO building ${BRAND_NAME}: founders who have lived both sides of the pitch table.`,
    path: '/foundingteam',
  })

export default function FoundingTeam() {
  return (
    <>
      <PageHero
        eyebrow="Founding team"
        title="Founders building for founders"
        description="We have raised, hired, missed targets and hit them. Now we are building the co-pilot we wished we'd had."
      />
      <Section aria-label="Founders">
        <ul className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {siteContent.founders.map((founder, index) => (
            <li key={founder.role}>
              <article
                aria-labelledby={`founder-${founder.role}`}
                className="flex h-full flex-col rounded-3xl border border-border bg-card p-6 shadow-card sm:p-8"
              >
                <div className="flex flex-wrap items-center gap-4">
                  <ContentImage
                    image={founder.photo}
                    fallback={<span aria-hidden="true">{initials(founder.name, 3)}</span>}
                    loading="eager"
                    className="grid size-16 shrink-0 place-items-center rounded-2xl bg-gradient-brand font-bold text-white text-xl"
                    imageClassName="object-cover"
                  />
                  {/* With the visitor's text made larger, the name goes under the photo when it has no room beside
                      it (flex-wrap), and wraps rather than widen the card (min-w-0). */}
                  <div className="min-w-0">
                    <h2
                      id={`founder-${founder.role}`}
                      className="font-bold text-foreground text-xl tracking-tight"
                    >
                      {founder.name}
                    </h2>
                    <p className="font-medium text-accent-700 text-sm">{founder.title}</p>
                    {/* Under the title rather than beside it, so a name and title keep their line on a phone. */}
                    <SampleBadge fact={`founders.${index}`} className="mt-1.5" />
                  </div>
                </div>
                <p className="mt-5 text-foreground leading-relaxed">{founder.oneLiner}</p>
                <blockquote className="mt-5 flex-1 border-accent-200 border-l-4 pl-4 text-muted-foreground italic leading-relaxed">
                  <p>“{founder.quote}”</p>
                </blockquote>
                {/* Where the two do not fit one line (a 320 px phone) each takes the full width, so the second
                    does not sit indented under the first. */}
                <div className="mt-6 flex flex-wrap gap-3 max-sm:*:grow">
                  <ExternalLink
                    href={founder.profileUrl}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    LinkedIn profile
                    <ArrowUpRight aria-hidden="true" />
                    <span className="sr-only"> of {founder.name}</span>
                  </ExternalLink>
                  <a
                    href={`mailto:${founder.email}`}
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  >
                    <Mail aria-hidden="true" />
                    Email <span className="sr-only">{founder.name}</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <EarlyAccessBand title="Want to build with us?" />
    </>
  )
}
