import { EARLY_ACCESS_PATH } from '@app/site-config'
import { siteContent } from '@app/site-content'
import { buttonVariants } from '@app/ui/components/button'
import { Section, SectionHeading } from '@app/ui/components/section'
import { cn } from '@app/ui/lib/utils'
import { ArrowDown, CalendarDays } from 'lucide-react'
import { ExternalLink } from '../components/external-link'
import { onGradientPrimary } from '../components/on-gradient'
import { PageHero } from '../components/page-hero'
import { RenderedWhenNear } from '../components/rendered-when-near'
import { pageMeta } from '../components/seo'
import { PlanCard } from '../features/pricing/plan-card'
import { pricingPlans } from '../features/pricing/pricing-content'
import { FaqWithoutScript } from '../features/pricing/pricing-faq'
import { ContentImage } from '../features/site-content/content-image'
import { SampleBadge } from '../features/site-content/sample-badge'
import PricingFaqIsland from '../islands/pricing-faq'
import { SCROLL_LINK_ATTRIBUTE } from '../runtime/page-attributes'
import type { Route } from './+types/pricing'

const PLANS_SECTION_ID = 'plans'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Pricing',
    description:
      'Start free with your Vibe Score and the AI Cofounder Strategist. Pro at £29 per month adds trends, the leaderboard, and Idea Space Validation and Competitor Insights agents; Scale adds a full AI agent team.',
    path: '/pricing',
  })

export default function Pricing() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing that grows with your startup"
        description="Begin with your Vibe Score and an AI cofounder for free. Upgrade when you want the whole agent team behind you."
      >
        <a
          href={`#${PLANS_SECTION_ID}`}
          className={cn(buttonVariants({ size: 'lg' }), onGradientPrimary)}
          {...{ [SCROLL_LINK_ATTRIBUTE]: '' }}
        >
          Start Free Today
          <ArrowDown aria-hidden="true" />
        </a>
      </PageHero>

      <RenderedWhenNear>
        <Section id={PLANS_SECTION_ID} aria-labelledby="plans-heading">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              title={<span id="plans-heading">Choose your plan</span>}
              description="All prices in GBP. Change or cancel at any time."
            />
            {/* Cards stretch to the row's height, so the three read as one even row. Stacked (below the three
                columns) they keep a card's reading width, not the whole of a tablet's. */}
            <div className="mx-auto mt-14 grid max-w-xl grid-cols-1 gap-6 lg:max-w-none lg:grid-cols-3">
              {pricingPlans.map((plan) => (
                <PlanCard key={plan.name} plan={plan} />
              ))}
            </div>
          </div>
        </Section>
      </RenderedWhenNear>

      <RenderedWhenNear>
        <Section aria-labelledby="faq-heading" className="bg-card">
          <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
            <SectionHeading title={<span id="faq-heading">Frequently asked questions</span>} />
            <PricingFaqIsland />
            <FaqWithoutScript />
          </div>
        </Section>
      </RenderedWhenNear>

      <RenderedWhenNear>
        <Section aria-labelledby="social-proof-heading">
          <div className="mx-auto flex max-w-3xl flex-col items-center px-4 text-center sm:px-6 lg:px-8">
            <div className="flex flex-wrap items-center justify-center gap-3">
              {/* Decorative: the heading below says who they are. */}
              <div className="flex flex-wrap justify-center -space-x-3" aria-hidden="true">
                {siteContent.socialProof.map((avatar) => (
                  <ContentImage
                    key={avatar.initials}
                    image={avatar.photo}
                    fallback={avatar.initials}
                    className="grid size-12 place-items-center rounded-full border-2 border-background bg-accent-100 font-semibold text-accent-800 text-sm"
                    imageClassName="object-cover"
                  />
                ))}
              </div>
              <SampleBadge fact="socialProof" />
            </div>
            <h2
              id="social-proof-heading"
              className="mt-6 font-bold text-3xl text-foreground tracking-tight sm:text-4xl"
            >
              100+ founders are already building
            </h2>
            <p className="mt-4 max-w-xl text-pretty text-lg text-muted-foreground">
              Want to see how it fits your startup, accelerator or fund? Talk to our CEO directly.
            </p>
            <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
              {/* The link and its Sample mark wrap as one, so on a narrow phone the mark stays under the link
                  it is about instead of moving beside the next button. */}
              <span className="flex flex-wrap items-center justify-center gap-2">
                <ExternalLink href={siteContent.demoBookingUrl} className={buttonVariants({ size: 'lg' })}>
                  <CalendarDays aria-hidden="true" />
                  Book a Demo with CEO
                </ExternalLink>
                <SampleBadge fact="demoBookingUrl" />
              </span>
              {/* The site's call to action again at the page's end, for a visitor who read this far. */}
              <a href={EARLY_ACCESS_PATH} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                Get Early Access
              </a>
            </div>
          </div>
        </Section>
      </RenderedWhenNear>
    </>
  )
}
