import { EARLY_ACCESS_PATH } from '@app/site-config'
import { BRAND_NAME } from '@app/site-config/brand'
import { siteContent } from '@app/site-content'
import { buttonVariants } from '@app/ui/components/button'
import { Section } from '@app/ui/components/section'
import { cn } from '@app/ui/lib/utils'
import { ArrowRight, Compass, Gauge, Users } from 'lucide-react'
import { onGradientPrimary } from '../components/on-gradient'
import { PageHero } from '../components/page-hero'
import { pageMeta } from '../components/seo'
import { SampleBadge } from '../features/site-content/sample-badge'
import type { Route } from './+types/vision'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Our Vision',
    description:
      'Why we are building an AI-powered engine for startups: a living health score and an agent team that turns it into progress, every day.',
    path: '/vision',
  })

const beliefs = [
  {
    title: 'Clarity every morning',
    description:
      'Founders should wake up knowing where they stand and the one thing that moves the needle today.',
    icon: Compass,
  },
  {
    title: 'A score that means something',
    description:
      'One living signal built from 100+ parameters, shared on your terms with mentors and investors.',
    icon: Gauge,
  },
  {
    title: 'Agents that do the work',
    description: 'Advice is cheap. Our AI agents carry weekly objectives through, alongside your team.',
    icon: Users,
  },
]

export default function Vision() {
  const [ceo] = siteContent.founders
  return (
    <>
      <PageHero
        eyebrow="Our vision"
        title="Your Startup Engine."
        description={`Most startups don't fail for lack of ideas — they fail for lack of focus. ${BRAND_NAME} gives every founder a clear read on their company's health and an AI team to act on it, so more good ideas become great companies.`}
      />

      <Section aria-labelledby="beliefs-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="beliefs-heading"
            className="text-center font-bold text-3xl text-foreground tracking-tight sm:text-4xl"
          >
            What we believe
          </h2>
          <ul className="mt-12 grid grid-cols-1 gap-5 md:grid-cols-3">
            {beliefs.map(({ title, description, icon: Icon }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-card">
                <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 font-semibold text-foreground text-lg tracking-tight">{title}</h3>
                <p className="mt-2 text-muted-foreground leading-relaxed">{description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section aria-label="A word from our founder" className="bg-card">
        <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <blockquote className="text-balance font-medium text-2xl text-foreground leading-snug tracking-tight sm:text-3xl">
            <p>“{siteContent.visionQuote}”</p>
          </blockquote>
          <figcaption className="mt-8 text-muted-foreground">
            <span className="font-semibold text-foreground">{ceo.name}</span>, {ceo.title}
            <SampleBadge fact="founders.0" className="ml-2 align-middle" />
          </figcaption>
        </figure>
      </Section>

      <section aria-labelledby="vision-cta-heading" className="surface-gradient-brand">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="vision-cta-heading" className="font-bold text-3xl text-white tracking-tight">
            Build with us from day one
          </h2>
          <a
            href={EARLY_ACCESS_PATH}
            className={cn(buttonVariants({ size: 'lg' }), onGradientPrimary, 'mt-8')}
          >
            Get Early Access
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </section>
    </>
  )
}
