import { Card } from '@app/ui/components/card'
import { cn } from '@app/ui/lib/utils'
import { type LucideIcon, TrendingDown, TrendingUp } from 'lucide-react'
import { type ReactNode, useId } from 'react'

type MetricCardProps = {
  title: string
  value: ReactNode
  change: string
  positive: boolean
  icon?: LucideIcon
  changeLabel?: string
  className?: string
}

function MetricCard({
  title,
  value,
  change,
  positive,
  icon: Icon,
  changeLabel = 'vs last week',
  className,
}: MetricCardProps) {
  const TrendIcon = positive ? TrendingUp : TrendingDown
  const titleId = useId()
  // A group named by its title, so a screen reader announces which figure it is entering (and tests find the
  // card the way a visitor does, by its name).
  return (
    <Card
      data-slot="metric-card"
      role="group"
      aria-labelledby={titleId}
      className={cn('gap-3 p-5 sm:p-6', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="font-medium text-muted-foreground text-sm">
          {title}
        </h3>
        {Icon ? (
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-600">
            <Icon className="size-[18px]" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      <p className="font-semibold text-3xl text-foreground tabular-nums tracking-tight">{value}</p>
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        <span
          data-trend={positive ? 'up' : 'down'}
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold tabular-nums',
            positive ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
          )}
        >
          <TrendIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{positive ? 'Up ' : 'Down '}</span>
          {change}
        </span>
        <span className="text-muted-foreground">{changeLabel}</span>
      </p>
    </Card>
  )
}

export type { MetricCardProps }
export { MetricCard }
