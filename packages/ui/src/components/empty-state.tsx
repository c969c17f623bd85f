import type { LucideIcon } from 'lucide-react'
import type * as React from 'react'

import { cn } from '../lib/utils'

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode
  description?: React.ReactNode
  icon?: LucideIcon
}

function EmptyState({ title, description, icon: Icon, className, children, ...props }: EmptyStateProps) {
  return (
    <div
      role="status"
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-card px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {Icon ? (
        <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-600">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      ) : null}
      {/* A title or description may quote what the visitor typed: a long unbroken word breaks to stay inside. */}
      <p className="wrap-anywhere font-semibold text-base text-foreground">{title}</p>
      {description ? (
        <p className="wrap-anywhere max-w-sm text-pretty text-muted-foreground text-sm">{description}</p>
      ) : null}
      {children}
    </div>
  )
}

export type { EmptyStateProps }
export { EmptyState }
