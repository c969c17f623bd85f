import { Card } from '@app/ui/components/card'
import { cn } from '@app/ui/lib/utils'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type StatCardProps = {
  title: string
  value: ReactNode
  hint: ReactNode
  icon: LucideIcon
  className?: string
}

/** A headline figure without a trend (the portfolio totals); MetricCard is for figures with a change. */
export function StatCard({ title, value, hint, icon: Icon, className }: StatCardProps) {
  return (
    <Card className={cn('gap-3 p-5 sm:p-6', className)}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-medium text-muted-foreground text-sm">{title}</h3>
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-600">
          <Icon className="size-[18px]" aria-hidden="true" />
        </span>
      </div>
      <p className="font-semibold text-3xl text-foreground tabular-nums tracking-tight">{value}</p>
      <p className="text-muted-foreground text-sm">{hint}</p>
    </Card>
  )
}
