import { Section, SectionHeading } from '@app/ui/components/section'
import { founderFeatures } from './landing-content'

export function FeaturesSection() {
  return (
    <div id="features">
      <Section id="features-section" aria-labelledby="features-heading" className="bg-card">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            eyebrow="Features"
            title={<span id="features-heading">Everything a founder needs to build with confidence</span>}
            description="One score that tells you where you stand, and an AI team that helps you move it — every day."
          />
          <ul className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {founderFeatures.map(({ title, description, icon: Icon }) => (
              <li
                key={title}
                className="rounded-2xl border border-border bg-background p-6 transition-shadow hover:shadow-card-hover"
              >
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
    </div>
  )
}
