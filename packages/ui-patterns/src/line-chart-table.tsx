import type { LineChartSeries } from './line-chart-types.ts'

type LineChartTableProps = {
  caption: string
  labels: readonly string[]
  series: readonly LineChartSeries[]
  valueFormat: (value: number) => string
}

/** Every value of the chart as a table, for screen readers (the drawing is one image to them). */
function LineChartTable({ caption, labels, series, valueFormat }: LineChartTableProps) {
  return (
    // A table ignores the 1px width of sr-only and would widen the page; the wrapper clips it.
    <div data-slot="line-chart-table" className="sr-only">
      <table>
        <caption>{caption}</caption>
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
  )
}

export { LineChartTable }
