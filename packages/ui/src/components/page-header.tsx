import type * as React from 'react'

import { cn } from '../lib/utils'

type PageHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode
  description?: React.ReactNode
  actions?: React.ReactNode
}

function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn('mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <h1 className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-pretty text-muted-foreground">{description}</p> : null}
      </div>
      {/* On a phone the actions fill the width: a pair that wraps stacks as two full-width buttons instead of
          two of unequal widths. */}
      {actions ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2 max-sm:*:grow">{actions}</div>
      ) : null}
    </div>
  )
}

export type { PageHeaderProps }
export { PageHeader }
