import { EARLY_ACCESS_PATH } from '@app/site-config'
import { siteContent } from '@app/site-content'
import { Badge } from '@app/ui/components/badge'
import { buttonVariants } from '@app/ui/components/button'
import { cn } from '@app/ui/lib/utils'
import { Check } from 'lucide-react'
import { ExternalLink } from '../../components/external-link'
import { SampleBadge } from '../site-content/sample-badge'
import type { PricingPlan } from './pricing-content'

export function PlanCard({ plan }: { plan: PricingPlan }) {
  const ctaClass = cn(
    buttonVariants({ variant: plan.highlighted ? 'default' : 'outline', size: 'lg' }),
    'mt-8 w-full',
  )
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-card p-6 shadow-card sm:p-8',
        plan.highlighted ? 'border-accent-400 ring-1 ring-accent-400' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`plan-${plan.name}`} className="font-semibold text-foreground text-xl tracking-tight">
          {plan.name}
        </h3>
        {plan.highlighted ? <Badge variant="secondary">Most popular</Badge> : null}
      </div>
      <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{plan.summary}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        {/* 3rem, as text-5xl, on every screen at the usual text size. With the visitor's text made larger on a
            phone, "Custom" would be wider than the card: there the price takes 22 % of the card's inner width (the
            screen less 5rem of padding), but no less than 1.5rem: at twice the usual text size, as large as it is
            at the usual one. */}
        <span className="min-w-0 font-bold text-[length:clamp(1.5rem,calc((100vw-5rem)*0.22),3rem)] text-foreground tabular-nums leading-none tracking-tight">
          {plan.price}
        </span>
        {plan.period ? <span className="text-muted-foreground text-sm">{plan.period}</span> : null}
      </p>
      {plan.cta.kind === 'demo' ? (
        <ExternalLink href={siteContent.demoBookingUrl} className={ctaClass}>
          {plan.cta.label}
          <SampleBadge fact="demoBookingUrl" />
        </ExternalLink>
      ) : (
        <a href={EARLY_ACCESS_PATH} className={ctaClass}>
          {plan.cta.label}
        </a>
      )}
      <div className="mt-8 border-border border-t pt-6">
        <p className="font-medium text-foreground text-sm">{plan.featuresIntro}:</p>
        <ul className="mt-4 flex flex-col gap-3 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-foreground">
              <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
