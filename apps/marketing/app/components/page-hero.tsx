import type * as React from 'react'

interface PageHeroProps {
  eyebrow?: string
  title: React.ReactNode
  description?: React.ReactNode
  children?: React.ReactNode
}

/** The gradient header of every page below the landing page. */
export function PageHero({ eyebrow, title, description, children }: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden surface-gradient-brand">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_85%_-20%,oklch(1_0_0/0.18),transparent)]"
        aria-hidden="true"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <p className="font-semibold text-sm text-white/85 uppercase tracking-wider">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 font-bold text-4xl text-white tracking-tight sm:text-5xl">{title}</h1>
        {description ? (
          <p className="mt-5 max-w-2xl text-pretty text-lg text-white/90 leading-relaxed">{description}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </div>
  )
}
