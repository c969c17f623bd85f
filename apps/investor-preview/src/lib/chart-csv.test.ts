import { describe, expect, it } from 'vitest'
import { chartCsvRows } from './chart-csv.ts'
import { performanceSeries } from './performance.ts'

describe('chartCsvRows', () => {
  it('puts one row per point and one column per series', () => {
    const series = performanceSeries('Sectors', '6M')
    const rows = chartCsvRows(series)
    expect(rows[0]).toEqual(['Period', ...series.map((line) => `${line.name} (GBP)`)])
    expect(rows).toHaveLength((series[0]?.points.length ?? 0) + 1)
    expect(rows.at(-1)?.[0]).toBe(series[0]?.points.at(-1)?.label)
  })
})
