import { type ChartLayout, hasXLabel } from './line-chart-scales.ts'

type LineChartAxesProps = {
  layout: ChartLayout
  labels: readonly string[]
  height: number
}

/** The gridlines with their value labels, and the period labels along the bottom. */
function LineChartAxes({ layout, labels, height }: LineChartAxesProps) {
  const { ticks, tickLabels, left, plotWidth, x, y, labelStride } = layout
  return (
    <g data-slot="line-chart-axes" className="text-muted-foreground">
      {ticks.map((tick, index) => (
        <g key={tick}>
          <line
            x1={left}
            x2={left + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-border"
            strokeDasharray={index === 0 ? undefined : '3 4'}
          />
          <text
            x={left - 8}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-current text-[12px] tabular-nums"
          >
            {tickLabels[index]}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        hasXLabel(index, labels.length, labelStride) ? (
          <text
            key={label}
            x={x(index)}
            y={height - 8}
            textAnchor={
              labels.length > 1 && index === labels.length - 1 ? 'end' : index === 0 ? 'start' : 'middle'
            }
            className="fill-current text-[12px]"
          >
            {label}
          </text>
        ) : null,
      )}
    </g>
  )
}

export { LineChartAxes }
