import { EARLY_ACCESS_PATH } from '@app/site-config'
import { buttonVariants } from '@app/ui/components/button'
import { Section, SectionHeading } from '@app/ui/components/section'
import { Check, Rocket, TrendingUp } from 'lucide-react'
import { previewLinks } from '../../components/site-nav'
import { founderBenefits, investorBenefits } from './landing-content'

const [founderPreview, investorPreview] = previewLinks

interface SideProps {
  title: string
  intro: string
  icon: typeof Rocket
  benefits: readonly string[]
  children: React.ReactNode
}

function Side({ title, intro, icon: Icon, benefits, children }: SideProps) {
  return (
    <div className="flex flex-col rounded-3xl border border-border bg-card p-6 shadow-card sm:p-8">
      <span className="grid size-12 place-items-center rounded-2xl bg-accent-50 text-accent-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 font-bold text-2xl text-foreground tracking-tight">{title}</h3>
      <p className="mt-2 text-muted-foreground leading-relaxed">{intro}</p>
      <ul className="mt-6 flex flex-col gap-3">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 text-foreground">
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3 pt-2">{children}</div>
    </div>
  )
}

export function TwoSidesSection() {
  return (
    <Section id="two-sides" aria-labelledby="two-sides-heading" className="bg-card">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Two sides, one platform"
          title={<span id="two-sides-heading">Built for founders. Trusted by investors.</span>}
          description="The same score that guides a founder's week gives investors a clear, comparable signal."
        />
        <div className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Side
            title="For founders"
            intro="Know where you stand every morning and what to do next."
            icon={Rocket}
            benefits={founderBenefits}
          >
            <a href={EARLY_ACCESS_PATH} className={buttonVariants()}>
              Get Early Access
            </a>
            {founderPreview ? (
              <a href={founderPreview.href} className={buttonVariants({ variant: 'outline' })}>
                {founderPreview.label}
              </a>
            ) : null}
          </Side>
          <Side
            title="For investors"
            intro="Discover, compare and monitor startups with one living signal."
            icon={TrendingUp}
            benefits={investorBenefits}
          >
            <a href={EARLY_ACCESS_PATH} className={buttonVariants()}>
              Get Early Access
            </a>
            {investorPreview ? (
              <a href={investorPreview.href} className={buttonVariants({ variant: 'outline' })}>
                {investorPreview.label}
              </a>
            ) : null}
          </Side>
        </div>
      </div>
    </Section>
  )
}
