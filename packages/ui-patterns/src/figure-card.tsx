import { Card } from '@app/ui/components/card'
import { cn } from '@app/ui/lib/utils'
import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'

type FigureCardProps = {
  title: string
  value: ReactNode
  icon?: LucideIcon
  className?: string
  /** What the figure is read with, under it: a change (MetricCard) or a short note ("all active"). */
  children?: ReactNode
}

/** One headline figure in a card: its title and icon, the value, and what it is read with. */
function FigureCard({ title, value, icon: Icon, className, children }: FigureCardProps) {
  const titleId = useId()
  // A group named by its title, so a screen reader announces which figure it is entering (and tests find the
  // card the way a visitor does, by its name).
  return (
    <Card
      data-slot="figure-card"
      role="group"
      aria-labelledby={titleId}
      className={cn('gap-3 p-5 sm:p-6', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="font-medium text-muted-foreground text-sm">
          {title}
        </h3>
        {/* The icon only decorates: on a screen narrower than 12.5 of the visitor's rem (a phone with text at
            twice the usual size) it gives its room to the title's longest word. */}
        {Icon ? (
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-600 max-[12.5rem]:hidden">
            <Icon className="size-[18px]" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      <p className="font-semibold text-3xl text-foreground tabular-nums tracking-tight">{value}</p>
      {children}
    </Card>
  )
}

export type { FigureCardProps }
export { FigureCard }
