import { cn } from '@app/ui/lib/utils'
import { type LucideIcon, TrendingDown, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { FigureCard } from './figure-card.tsx'

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
  icon,
  changeLabel = 'vs last week',
  className,
}: MetricCardProps) {
  const TrendIcon = positive ? TrendingUp : TrendingDown
  return (
    <FigureCard title={title} value={value} icon={icon} className={className}>
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        <span
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
    </FigureCard>
  )
}

export type { MetricCardProps }
export { MetricCard }
