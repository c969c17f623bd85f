import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { formatNumber } from '@app/ui/lib/format-number'
import { cn } from '@app/ui/lib/utils'
import * as React from 'react'
import { LineChartAxes } from './line-chart-axes.tsx'
import { areaPath, linePath } from './line-chart-curve.ts'
import { periodAfterKey } from './line-chart-keyboard.ts'
import { LineChartLegend } from './line-chart-legend.tsx'
import { useElementWidth } from './line-chart-resize.ts'
import { chartLayout } from './line-chart-scales.ts'
import { LineChartTable } from './line-chart-table.tsx'
import { LineChartTooltip } from './line-chart-tooltip.tsx'
import type { LineChartPoint, LineChartSeries, LineChartTone, PlottedSeries } from './line-chart-types.ts'

type LineChartProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  series: LineChartSeries[]
  /** Accessible name of the chart; also the caption of the data table read by screen readers. */
  ariaLabel: string
  /** How the tooltip, the point selector, the description and the data table print a value. */
  valueFormat?: (value: number) => string
  /**
   * How the value axis prints its ticks, when they should be shorter than the values (£2.4M beside a tooltip's
   * £2,436,000, so a reader can check a headline's change against the points). Defaults to `valueFormat`.
   */
  tickFormat?: (value: number) => string
  /** Height of the drawing in CSS pixels; the width follows the container. */
  height?: number
}

// `currentColor` drives stroke and fill, so one text colour class themes a whole series.
const toneClasses: Record<LineChartTone, string> = {
  accent: 'text-accent-600',
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
  muted: 'text-muted-foreground',
}
const defaultTones: LineChartTone[] = ['accent', 'info', 'success', 'warning']

const defaultValueFormat = (value: number) => formatNumber(value)

function describeSeries(series: LineChartSeries[], format: (value: number) => string) {
  return series
    .map(({ name, points }) => {
      const first = points[0]
      const last = points.at(-1)
      if (!first || !last) return `${name}: no data.`
      return `${name}: ${format(first.value)} (${first.label}) to ${format(last.value)} (${last.label}).`
    })
    .join(' ')
}

/** What the point selector announces for a period: its label and every series' value, as the tooltip shows. */
function describePeriod(
  label: string,
  period: number,
  series: LineChartSeries[],
  format: (v: number) => string,
) {
  const values = series.flatMap(({ name, points }) => {
    const point = points[period]
    return point ? [`${name} ${format(point.value)}`] : []
  })
  return `${label}: ${values.join(', ')}`
}

/**
 * A line chart of one or more series over the same periods. Pointer hover and the keyboard (arrow keys, Home,
 * End on the focused chart) select a period and show its values in a tooltip; screen readers hear the same
 * values as the selector's value and can read them all in a data table.
 */
function LineChart({
  series,
  ariaLabel,
  valueFormat = defaultValueFormat,
  tickFormat = valueFormat,
  height = 240,
  className,
  ...props
}: LineChartProps) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>()
  const reducedMotion = usePrefersReducedMotion()
  const [drawn, setDrawn] = React.useState(false)
  const [activePeriod, setActivePeriod] = React.useState<number | null>(null)
  const [focused, setFocused] = React.useState(false)
  // useId output may contain characters (such as «») that are unsafe inside url(#…) references.
  const id = React.useId().replace(/[^\w-]/g, '')
  const titleId = `${id}-title`
  const descId = `${id}-desc`

  React.useEffect(() => {
    // One frame at the undrawn state lets the stroke transition run from empty to full. It starts when the
    // chart comes into view: a chart below the first screen would otherwise run its 0.9 s transition unseen,
    // repainting at every frame while a phone is still busy with the page's first seconds.
    let frame = 0
    const draw = () => {
      frame = requestAnimationFrame(() => setDrawn(true))
    }
    const element = containerRef.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      draw()
      return () => cancelAnimationFrame(frame)
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      draw()
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [containerRef])

  const labels = series.reduce<string[]>(
    (longest, { points }) => (points.length > longest.length ? points.map((point) => point.label) : longest),
    [],
  )
  const values = series.flatMap(({ points }) => points.map((point) => point.value))

  if (values.length === 0) {
    return (
      <div
        data-slot="line-chart"
        className={cn('grid place-items-center rounded-xl bg-muted text-muted-foreground text-sm', className)}
        style={{ height }}
        {...props}
      >
        <p>No data for {ariaLabel}.</p>
      </div>
    )
  }

  const layout = chartLayout({ width, height, periods: labels.length, values, tickFormat })
  const { x, y, bottom, top } = layout
  const lastPeriod = labels.length - 1
  // A period chosen while the data changed (another range) may be past the end: keep it on the chart.
  const period = activePeriod === null ? null : Math.min(activePeriod, lastPeriod)
  const showDots = labels.length <= 12
  const animate = !reducedMotion

  const plotted: PlottedSeries[] = series.map((entry, index) => {
    const points = entry.points.map((point, pointIndex) => ({ x: x(pointIndex), y: y(point.value) }))
    return {
      name: entry.name,
      data: entry.points,
      toneClass: toneClasses[entry.tone ?? defaultTones[index % defaultTones.length] ?? 'accent'],
      points,
      line: linePath(points),
      area: areaPath(points, bottom),
    }
  })

  const selectedPeriod = period ?? lastPeriod
  const periodX = period === null ? null : x(period)

  function pickPeriodAtPointer(event: React.PointerEvent<HTMLDivElement>) {
    setActivePeriod(layout.nearestPeriod(event.clientX - event.currentTarget.getBoundingClientRect().left))
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    // From the period the slider reports (the latest one after Escape hid the readout), as a screen reader has
    // just been told: Right from June after Escape stays on June instead of jumping to January.
    const next = periodAfterKey(event.key, selectedPeriod, labels.length)
    if (next === undefined) return
    event.preventDefault()
    setActivePeriod(next)
  }

  return (
    <div data-slot="line-chart" className={cn('flex flex-col gap-3', className)} {...props}>
      <div ref={containerRef} className="relative w-full">
        {/* role="img" makes everything inside presentational; the table below carries the values. */}
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full overflow-visible"
        >
          <title id={titleId}>{ariaLabel}</title>
          <desc id={descId}>{describeSeries(series, valueFormat)}</desc>
          <LineChartAxes layout={layout} labels={labels} height={height} />

          {periodX !== null ? (
            <line x1={periodX} x2={periodX} y1={top} y2={bottom} className="stroke-muted-foreground/40" />
          ) : null}

          {plotted.map((entry, index) => (
            <g key={entry.name} className={entry.toneClass}>
              {/* Areas only under a single line: overlapping fills of several series would muddy each other. */}
              {plotted.length === 1 ? (
                <>
                  {/* Inside the series group, so the stops' currentColor is the series colour. */}
                  <linearGradient id={`${id}-fill-${index}`} x1="0" x2="0" y1="0" y2="1">
                    <stop offset="0%" stopColor="currentColor" stopOpacity={0.22} />
                    <stop offset="100%" stopColor="currentColor" stopOpacity={0} />
                  </linearGradient>
                  <path
                    d={entry.area}
                    fill={`url(#${id}-fill-${index})`}
                    className={cn(
                      animate && 'transition-opacity duration-700 ease-out',
                      drawn ? 'opacity-100' : 'opacity-0',
                    )}
                  />
                </>
              ) : null}
              <path
                d={entry.line}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinecap="round"
                strokeLinejoin="round"
                pathLength={1}
                strokeDasharray={animate ? 1 : undefined}
                strokeDashoffset={animate && !drawn ? 1 : 0}
                style={
                  animate
                    ? { transition: 'stroke-dashoffset 900ms cubic-bezier(0.22, 1, 0.36, 1)' }
                    : undefined
                }
              />
              {entry.points.map((point, pointIndex) =>
                showDots || pointIndex === period ? (
                  <circle
                    key={entry.data[pointIndex]?.label ?? pointIndex}
                    cx={point.x}
                    cy={point.y}
                    r={pointIndex === period ? 5 : 3}
                    strokeWidth={2}
                    className="fill-card stroke-current"
                  />
                ) : null,
              )}
            </g>
          ))}
        </svg>

        {/*
          The point selector over the drawing: the pointer's position or the arrow keys pick a period. As a
          slider, screen readers pass it the arrow keys and announce each period's values (aria-valuetext).
        */}
        <div
          role="slider"
          tabIndex={0}
          aria-label={`${ariaLabel}: values by period`}
          aria-orientation="horizontal"
          aria-valuemin={1}
          aria-valuemax={labels.length}
          aria-valuenow={selectedPeriod + 1}
          aria-valuetext={describePeriod(labels[selectedPeriod] ?? '', selectedPeriod, series, valueFormat)}
          data-slot="line-chart-selector"
          className="absolute inset-0 touch-pan-y rounded-md"
          // A tap on a phone sends no pointer move, only down, up and leave (and then focus): the period under
          // the finger is picked on the down as well, so the tap shows that period rather than the latest.
          onPointerDown={pickPeriodAtPointer}
          onPointerMove={pickPeriodAtPointer}
          onPointerLeave={(event) => {
            // A finger "leaves" as it lifts, before the tap's focus: the tapped period stays until focus goes.
            if (!focused && event.pointerType !== 'touch') setActivePeriod(null)
          }}
          onPointerCancel={() => {
            // The browser took the finger for a scroll (a swipe up or down over the chart): not a tap, no readout.
            if (!focused) setActivePeriod(null)
          }}
          onFocus={() => {
            setFocused(true)
            // Focus shows a period at once (the latest, where people look first), so the keyboard never lands
            // on a silent control.
            setActivePeriod((current) => current ?? lastPeriod)
          }}
          onBlur={() => {
            setFocused(false)
            setActivePeriod(null)
          }}
          onKeyDown={handleKeyDown}
        />

        {period !== null && periodX !== null ? (
          <LineChartTooltip
            label={labels[period] ?? ''}
            period={period}
            series={plotted}
            valueFormat={valueFormat}
            x={periodX}
            width={width}
          />
        ) : null}
      </div>

      {series.length > 1 ? <LineChartLegend series={plotted} /> : null}

      <LineChartTable caption={ariaLabel} labels={labels} series={series} valueFormat={valueFormat} />
    </div>
  )
}

export type { LineChartPoint, LineChartProps, LineChartSeries, LineChartTone }
export { LineChart }
