import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { cn } from '@app/ui/lib/utils'
import * as React from 'react'

type LineChartTone = 'accent' | 'info' | 'success' | 'warning' | 'danger' | 'muted'

interface LineChartPoint {
  /** Period label on the x axis; unique within a series. */
  label: string
  value: number
}

interface LineChartSeries {
  name: string
  points: LineChartPoint[]
  tone?: LineChartTone
}

type LineChartProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  series: LineChartSeries[]
  /** Accessible name of the chart; also the caption of the data table read by screen readers. */
  ariaLabel: string
  valueFormat?: (value: number) => string
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

// Before the container is measured (first paint, tests) the chart is drawn at a typical card width.
const FALLBACK_WIDTH = 640
const PADDING = { top: 12, right: 16, bottom: 28, left: 12 }
// Inter at 12 px averages about 7 px per glyph; enough to reserve room for the y-axis labels.
const LABEL_CHAR_WIDTH = 7
const MIN_X_LABEL_SPACING = 64
const Y_TICK_TARGET = 4

const defaultValueFormat = (value: number) => value.toLocaleString('en-GB')

/** A "nice" step (1, 2, 2.5 or 5 × 10ⁿ) so gridlines fall on round values. */
function niceStep(range: number, count: number) {
  const raw = range / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const normalised = raw / magnitude
  const nice = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 2.5 ? 2.5 : normalised <= 5 ? 5 : 10
  return nice * magnitude
}

function yTicks(values: number[]) {
  let min = Math.min(...values)
  let max = Math.max(...values)
  if (min === max) {
    const pad = Math.abs(min) * 0.1 || 1
    min -= pad
    max += pad
  }
  const step = niceStep(max - min, Y_TICK_TARGET)
  const low = Math.floor(min / step) * step
  const high = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let index = 0; low + index * step <= high + step / 2; index++) {
    // toPrecision removes float noise such as 0.30000000000000004 from the labels.
    ticks.push(Number((low + index * step).toPrecision(12)))
  }
  return { low, high, ticks }
}

interface PlotPoint {
  x: number
  y: number
}

/**
 * Monotone cubic interpolation (Fritsch–Carlson, as d3's curveMonotoneX): smooth, yet never overshoots
 * the data, so a curve never suggests a dip or peak that did not happen.
 */
function monotonePath(points: PlotPoint[]) {
  const [first] = points
  if (!first) return ''
  if (points.length === 1) return `M${first.x},${first.y}`
  const slopes = points.slice(0, -1).map((point, index) => {
    const next = points[index + 1] ?? point
    return (next.y - point.y) / (next.x - point.x)
  })
  const tangents = points.map((_, index) => {
    const before = slopes[index - 1]
    const after = slopes[index]
    if (before === undefined) return after ?? 0
    if (after === undefined) return before
    if (before * after <= 0) return 0
    return Math.sign(before) * Math.min(Math.abs(before), Math.abs(after), Math.abs(before + after) / 4) * 2
  })
  let path = `M${first.x},${first.y}`
  for (let index = 1; index < points.length; index++) {
    const start = points[index - 1] ?? first
    const end = points[index] ?? first
    const third = (end.x - start.x) / 3
    const startTangent = tangents[index - 1] ?? 0
    const endTangent = tangents[index] ?? 0
    path += `C${start.x + third},${start.y + third * startTangent},${end.x - third},${end.y - third * endTangent},${end.x},${end.y}`
  }
  return path
}

function useElementWidth<T extends HTMLElement>() {
  const ref = React.useRef<T>(null)
  const [width, setWidth] = React.useState(FALLBACK_WIDTH)
  React.useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // Measured before the first paint, so the chart never draws wider than its card.
    const initial = element.getBoundingClientRect().width
    if (initial) setWidth(Math.round(initial))
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width
      if (measured) setWidth(Math.round(measured))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

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

function LineChart({
  series,
  ariaLabel,
  valueFormat = defaultValueFormat,
  height = 240,
  className,
  ...props
}: LineChartProps) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>()
  const reducedMotion = usePrefersReducedMotion()
  const [drawn, setDrawn] = React.useState(false)
  const [hoverIndex, setHoverIndex] = React.useState<number | null>(null)
  // useId output may contain characters (such as «») that are unsafe inside url(#…) references.
  const id = React.useId().replace(/[^\w-]/g, '')
  const titleId = `${id}-title`
  const descId = `${id}-desc`

  React.useEffect(() => {
    // One frame at the undrawn state lets the stroke transition run from empty to full.
    const frame = requestAnimationFrame(() => setDrawn(true))
    return () => cancelAnimationFrame(frame)
  }, [])

  const labels = series.reduce<string[]>(
    (longest, { points }) => (points.length > longest.length ? points.map((point) => point.label) : longest),
    [],
  )
  const values = series.flatMap(({ points }) => points.map((point) => point.value))
  const description = describeSeries(series, valueFormat)

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

  const { low, high, ticks } = yTicks(values)
  const tickLabels = ticks.map(valueFormat)
  const left = PADDING.left + Math.max(...tickLabels.map((label) => label.length)) * LABEL_CHAR_WIDTH
  const plotWidth = Math.max(width - left - PADDING.right, 1)
  const plotHeight = height - PADDING.top - PADDING.bottom
  const bottom = PADDING.top + plotHeight
  const xAt = (index: number) =>
    labels.length === 1 ? left + plotWidth / 2 : left + (index * plotWidth) / (labels.length - 1)
  const yAt = (value: number) => PADDING.top + plotHeight * (1 - (value - low) / (high - low))
  const labelEvery = Math.max(
    1,
    Math.ceil(labels.length / Math.max(1, Math.floor(plotWidth / MIN_X_LABEL_SPACING))),
  )
  const showDots = labels.length <= 12
  const animate = !reducedMotion

  const plotted = series.map((entry, index) => {
    const points = entry.points.map((point, pointIndex) => ({ x: xAt(pointIndex), y: yAt(point.value) }))
    const line = monotonePath(points)
    const lastX = points.at(-1)?.x ?? left
    return {
      name: entry.name,
      data: entry.points,
      toneClass: toneClasses[entry.tone ?? defaultTones[index % defaultTones.length] ?? 'accent'],
      points,
      line,
      area: `${line}L${lastX},${bottom}L${points[0]?.x ?? left},${bottom}Z`,
    }
  })

  function handlePointerMove(event: React.PointerEvent<SVGSVGElement>) {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left
    const step = labels.length > 1 ? plotWidth / (labels.length - 1) : plotWidth
    const index = Math.round((x - left) / step)
    setHoverIndex(Math.min(Math.max(index, 0), labels.length - 1))
  }

  const hoverX = hoverIndex === null ? null : xAt(hoverIndex)

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
          className="block max-w-full touch-pan-y overflow-visible"
          onPointerMove={handlePointerMove}
          onPointerLeave={() => setHoverIndex(null)}
        >
          <title id={titleId}>{ariaLabel}</title>
          <desc id={descId}>{description}</desc>
          <g className="text-muted-foreground">
            {ticks.map((tick, index) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={left + plotWidth}
                  y1={yAt(tick)}
                  y2={yAt(tick)}
                  className="stroke-border"
                  strokeDasharray={index === 0 ? undefined : '3 4'}
                />
                <text
                  x={left - 8}
                  y={yAt(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-current text-[12px] tabular-nums"
                >
                  {tickLabels[index]}
                </text>
              </g>
            ))}
            {labels.map((label, index) =>
              // Counted from the end, so the latest period (the one people look for) always has its label.
              (labels.length - 1 - index) % labelEvery === 0 ? (
                <text
                  key={label}
                  x={xAt(index)}
                  y={height - 8}
                  textAnchor={
                    labels.length > 1 && index === labels.length - 1
                      ? 'end'
                      : index === 0
                        ? 'start'
                        : 'middle'
                  }
                  className="fill-current text-[12px]"
                >
                  {label}
                </text>
              ) : null,
            )}
          </g>

          {hoverX !== null ? (
            <line
              x1={hoverX}
              x2={hoverX}
              y1={PADDING.top}
              y2={bottom}
              className="stroke-muted-foreground/40"
            />
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
                showDots || pointIndex === hoverIndex ? (
                  <circle
                    key={entry.data[pointIndex]?.label ?? pointIndex}
                    cx={point.x}
                    cy={point.y}
                    r={pointIndex === hoverIndex ? 5 : 3}
                    strokeWidth={2}
                    className="fill-card stroke-current"
                  />
                ) : null,
              )}
            </g>
          ))}
        </svg>

        {hoverIndex !== null && hoverX !== null ? (
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute top-0 z-10 min-w-32 rounded-lg border border-border bg-card px-3 py-2 text-xs shadow-card',
              hoverX > width / 2 ? '-translate-x-[calc(100%+12px)]' : 'translate-x-3',
            )}
            style={{ left: hoverX }}
          >
            <p className="mb-1 font-medium text-foreground">{labels[hoverIndex]}</p>
            {plotted.map((entry) => {
              const point = entry.data[hoverIndex]
              return point ? (
                <p key={entry.name} className="flex items-center justify-between gap-3 text-muted-foreground">
                  <span className="flex items-center gap-1.5">
                    <span className={cn('size-2 rounded-full bg-current', entry.toneClass)} />
                    {entry.name}
                  </span>
                  <span className="font-medium text-foreground tabular-nums">{valueFormat(point.value)}</span>
                </p>
              ) : null
            })}
          </div>
        ) : null}
      </div>

      {series.length > 1 ? (
        <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
          {plotted.map((entry) => (
            <li key={entry.name} className="flex items-center gap-1.5">
              <span className={cn('h-0.5 w-4 rounded-full bg-current', entry.toneClass)} />
              {entry.name}
            </li>
          ))}
        </ul>
      ) : null}

      {/* A table ignores the 1px width of sr-only and would widen the page; the wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>{ariaLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((entry) => (
                <th key={entry.name} scope="col">
                  {entry.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((entry) => {
                  const point = entry.points[index]
                  return <td key={entry.name}>{point ? valueFormat(point.value) : '—'}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

export type { LineChartPoint, LineChartProps, LineChartSeries, LineChartTone }
export { LineChart }
