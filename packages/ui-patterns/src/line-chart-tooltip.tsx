import { cn } from '@app/ui/lib/utils'
import type { PlottedSeries } from './line-chart-types.ts'

type LineChartTooltipProps = {
  label: string
  period: number
  series: readonly PlottedSeries[]
  valueFormat: (value: number) => string
  /** Horizontal position of the period in the drawing. */
  x: number
  /** Width of the drawing: past its middle the tooltip opens to the left of the period. */
  width: number
}

/**
 * The values of one period, beside it. Hidden from screen readers: the chart's point selector announces the
 * same values, and the data table holds them all.
 */
function LineChartTooltip({ label, period, series, valueFormat, x, width }: LineChartTooltipProps) {
  return (
    <div
      data-slot="line-chart-tooltip"
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute top-0 z-10 min-w-32 rounded-lg border border-border bg-card px-3 py-2 text-xs shadow-card',
        x > width / 2 ? '-translate-x-[calc(100%+12px)]' : 'translate-x-3',
      )}
      style={{ left: x }}
    >
      <p className="mb-1 font-medium text-foreground">{label}</p>
      {series.map((entry) => {
        const point = entry.data[period]
        return point ? (
          <p key={entry.name} className="flex items-center justify-between gap-3 text-muted-foreground">
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              <span className={cn('size-2 rounded-full bg-current', entry.toneClass)} />
              {entry.name}
            </span>
            <span className="font-medium text-foreground tabular-nums">{valueFormat(point.value)}</span>
          </p>
        ) : null
      })}
    </div>
  )
}

export { LineChartTooltip }
