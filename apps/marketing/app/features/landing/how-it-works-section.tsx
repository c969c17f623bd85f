import { Section, SectionHeading } from '@app/ui/components/section'
import { steps } from './landing-content'

export function HowItWorksSection() {
  return (
    <div id="how-it-works">
      <Section id="how-it-works-section" aria-labelledby="how-it-works-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            eyebrow="How it works"
            title={<span id="how-it-works-heading">From first answers to funded in three steps</span>}
          />
          <ol className="mt-12 grid grid-cols-1 gap-5 md:grid-cols-3">
            {steps.map(({ title, description, icon: Icon }, index) => (
              <li key={title} className="relative rounded-2xl border border-border bg-card p-6 shadow-card">
                <div className="flex items-center justify-between">
                  <span className="grid size-11 place-items-center rounded-xl bg-gradient-brand text-white">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span
                    className="font-bold font-mono text-3xl text-accent-500 tabular-nums"
                    aria-hidden="true"
                  >
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-5 font-semibold text-foreground text-lg tracking-tight">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 text-muted-foreground leading-relaxed">{description}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>
    </div>
  )
}
