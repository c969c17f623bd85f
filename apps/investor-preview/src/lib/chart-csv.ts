import type { CsvCell } from '@app/csv'
import type { LineChartSeries } from '@app/ui-patterns/line-chart'

/** A chart's series as table rows: one row per point label, one column per series (values in GBP). */
export function chartCsvRows(series: readonly LineChartSeries[]): CsvCell[][] {
  const labels = series[0]?.points.map((point) => point.label) ?? []
  return [
    ['Period', ...series.map((line) => `${line.name} (GBP)`)],
    ...labels.map((label, index) => [label, ...series.map((line) => line.points[index]?.value ?? '')]),
  ]
}
