import { cn } from '@app/ui/lib/utils'
import type { PlottedSeries } from './line-chart-types.ts'

/** Which colour is which series; only drawn for several series. Screen readers get the names from the table. */
function LineChartLegend({ series }: { series: readonly PlottedSeries[] }) {
  return (
    <ul
      data-slot="line-chart-legend"
      aria-hidden="true"
      className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs"
    >
      {series.map((entry) => (
        <li key={entry.name} className="flex items-center gap-1.5">
          <span className={cn('h-0.5 w-4 rounded-full bg-current', entry.toneClass)} />
          {entry.name}
        </li>
      ))}
    </ul>
  )
}

export { LineChartLegend }
