import { cn } from '@app/ui/lib/utils'
import { useLayoutEffect, useRef, useState } from 'react'
import type { PlottedSeries } from './line-chart-types.ts'

/** The space between the period's line and the tooltip beside it. */
const GAP_PX = 12

/**
 * Where the tooltip's left edge goes in the drawing: beside the period on the side with more room (right in
 * the first half, left past the middle). On a phone the drawing may be too narrow for that: the tooltip is then
 * centred on the period and held inside the drawing, so it never runs off the screen.
 */
function tooltipLeft({ x, width, tooltipWidth }: { x: number; width: number; tooltipWidth: number }) {
  const beside = x > width / 2 ? x - GAP_PX - tooltipWidth : x + GAP_PX
  if (beside >= 0 && beside + tooltipWidth <= width) return beside
  return Math.max(0, Math.min(x - tooltipWidth / 2, width - tooltipWidth))
}

type LineChartTooltipProps = {
  label: string
  period: number
  series: readonly PlottedSeries[]
  valueFormat: (value: number) => string
  /** Horizontal position of the period in the drawing. */
  x: number
  /** Width of the drawing, which the tooltip stays inside. */
  width: number
}

/**
 * The values of one period, beside it. Hidden from screen readers: the chart's point selector announces the
 * same values, and the data table holds them all.
 */
function LineChartTooltip({ label, period, series, valueFormat, x, width }: LineChartTooltipProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Its own width decides where it fits: measured after each render (the values and their widths change with
  // the period) and before the screen shows it. An unchanged width renders nothing again.
  const [ownWidth, setOwnWidth] = useState(0)
  useLayoutEffect(() => {
    setOwnWidth(ref.current?.offsetWidth ?? 0)
  })
  return (
    <div
      ref={ref}
      data-slot="line-chart-tooltip"
      aria-hidden="true"
      className="pointer-events-none absolute top-0 z-10 min-w-32 rounded-lg border border-border bg-card px-3 py-2 text-xs shadow-card"
      style={{ left: tooltipLeft({ x, width, tooltipWidth: ownWidth }) }}
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

export { LineChartTooltip, tooltipLeft }
