import type { MarketingPath } from '@app/site-config'
import type * as React from 'react'
import { PageHero } from '../../components/page-hero'

/** Every legal page (terms, privacy, cookies) carries this date. */
const LEGAL_LAST_UPDATED = 'May 1, 2025'

export interface LegalSection {
  /** Anchor of the section, unique within its document. */
  id: string
  title: string
  body: React.ReactNode
}

const legalPages = [
  { to: '/terms', label: 'Terms and Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const satisfies readonly { to: MarketingPath; label: string }[]

type LegalPath = (typeof legalPages)[number]['to']

interface LegalDocumentProps {
  path: LegalPath
  title: string
  intro: React.ReactNode
  sections: readonly LegalSection[]
}

/** A legal page: title, date, table of contents, numbered sections and links to the other policies. */
export function LegalDocument({ path, title, intro, sections }: LegalDocumentProps) {
  const related = legalPages.filter((page) => page.to !== path)
  return (
    <article>
      <PageHero eyebrow="Legal" title={title} description={`Last updated: ${LEGAL_LAST_UPDATED}`} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-semibold text-foreground text-sm">On this page</h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-muted-foreground transition-colors hover:text-foreground"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl">
          <div className="text-foreground text-lg leading-relaxed">{intro}</div>
          <ol className="mt-10 flex flex-col gap-10">
            {sections.map((section, index) => (
              <li key={section.id}>
                <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-4">
                  <h2
                    id={`${section.id}-heading`}
                    className="font-bold text-foreground text-xl tracking-tight"
                  >
                    {index + 1}. {section.title}
                  </h2>
                  <div className="mt-3 flex flex-col gap-3 text-muted-foreground leading-relaxed [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
                    {section.body}
                  </div>
                </section>
              </li>
            ))}
          </ol>
          <aside aria-label="Related policies" className="mt-14 rounded-2xl border border-border bg-card p-6">
            <h2 className="font-semibold text-foreground">Related policies</h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {related.map((page) => (
                <li key={page.to}>
                  <a
                    href={page.to}
                    className="font-medium text-accent-700 underline-offset-4 hover:underline"
                  >
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </article>
  )
}
