import type * as React from 'react'

import { cn } from '../lib/utils'

function Section({ className, ...props }: React.ComponentProps<'section'>) {
  return <section data-slot="section" className={cn('py-16 md:py-24', className)} {...props} />
}

const headingSizes = {
  h1: 'text-4xl sm:text-5xl lg:text-6xl',
  h2: 'text-3xl sm:text-4xl',
  h3: 'text-2xl sm:text-3xl',
} as const

type SectionHeadingProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  eyebrow?: React.ReactNode
  title: React.ReactNode
  description?: React.ReactNode
  align?: 'left' | 'center'
  as?: keyof typeof headingSizes
}

function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start text-left',
        className,
      )}
      {...props}
    >
      {eyebrow ? (
        <p className="font-semibold text-accent-700 text-sm uppercase tracking-wider">{eyebrow}</p>
      ) : null}
      <Heading className={cn('font-bold text-foreground tracking-tight', headingSizes[Heading])}>
        {title}
      </Heading>
      {description ? (
        <p className="max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">{description}</p>
      ) : null}
    </div>
  )
}

export type { SectionHeadingProps }
export { Section, SectionHeading }
