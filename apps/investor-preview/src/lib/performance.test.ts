import { type InvestorValuePoint, portfolioTotalOf } from '@app/sample-data/investor'
import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_METRICS,
  ANALYTICS_RANGES,
  type AnalyticsRange,
  performanceSeries,
  periodReturn,
  valueHistory,
  valueKpis,
} from './performance.ts'

/** A history whose total is `total`, all in tech, split 40/60 between Pre-seed and Seed. */
const point = (date: string, total: number): InvestorValuePoint => ({
  date,
  bySector: { tech: total, health: 0, consumer: 0, fintech: 0, edtech: 0 },
  byStage: { 'Pre-seed': total * 0.4, Seed: total * 0.6 },
})
const dayAfter = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
// The 28th of each month of 2023 and 2024; weeks and days ending on 2024-12-28 too.
const monthDate = (index: number) =>
  `${2023 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-28`
const monthly = Array.from({ length: 24 }, (_, index) => point(monthDate(index), 100 + index * 10))
const weekly = Array.from({ length: 13 }, (_, index) => point(dayAfter('2024-09-28', index * 7), 300 + index))
const daily = Array.from({ length: 31 }, (_, index) =>
  point(dayAfter('2024-11-28', index), 320 + index * 0.5),
)
const histories = { monthly, weekly, daily }

describe('valueHistory', () => {
  it.each<[AnalyticsRange, number, InvestorValuePoint[]]>([
    ['1M', 31, daily],
    ['3M', 14, weekly],
    ['6M', 7, monthly],
    ['1Y', 13, monthly],
    ['All', 24, monthly],
    ['Custom', 7, monthly],
  ])('%s shows the last %i points of its history', (range, count, history) => {
    expect(valueHistory(range, histories)).toEqual(history.slice(-count))
  })

  it.each<[AnalyticsRange, number]>([
    ['1M', 1],
    ['3M', 3],
    ['6M', 6],
    ['1Y', 12],
    ['Custom', 6],
  ])('starts %s on the sample point nearest the same day %i months before the last', (range, months) => {
    const rows = valueHistory(range)
    const last = rows.at(-1)?.date ?? ''
    const [year, month, day] = last.split('-').map(Number) as [number, number, number]
    const target = Date.UTC(year, month - 1 - months, day)
    const first = Date.parse(`${rows[0]?.date}T00:00:00Z`)
    // Within half a week: the weekly history steps by seven days, the others land on the day.
    expect(Math.abs(first - target) / 86_400_000).toBeLessThanOrEqual(3.5)
  })

  it('gives every range its own data except Custom, which keeps the default window', () => {
    const signatures = ANALYTICS_RANGES.map((range) =>
      valueHistory(range)
        .map((row) => row.date)
        .join(),
    )
    expect(new Set(signatures).size).toBe(ANALYTICS_RANGES.length - 1)
  })
})

describe('performanceSeries', () => {
  it.each([
    ['6M', ['Jun 2024', 'Jul 2024', 'Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024']],
    ['3M', ['28 Sep', '5 Oct', '12 Oct']],
    ['1M', ['28 Nov', '29 Nov', '30 Nov']],
  ] as const)('names the %s points by month or by day: %j…', (range, labels) => {
    const [series] = performanceSeries('Returns', range, histories)
    expect(series?.points.slice(0, labels.length).map((point) => point.label)).toEqual(labels)
  })

  it.each([
    ['Returns', ['Portfolio value']],
    ['Sectors', ['Tech', 'Health', 'Consumer', 'Fintech', 'EdTech']],
    ['Stages', ['Pre-seed', 'Seed']],
  ] as const)('%s draws %j', (metric, names) => {
    expect(performanceSeries(metric, '6M', histories).map((series) => series.name)).toEqual(names)
  })

  it('plots totals for Returns and the parts for Sectors and Stages, which add up to the totals', () => {
    const [returns] = performanceSeries('Returns', '3M', histories)
    expect(returns?.points.map((p) => p.value)).toEqual(weekly.map((_, index) => 300 + index))
    for (const metric of ANALYTICS_METRICS.filter((name) => name !== 'Returns')) {
      const series = performanceSeries(metric, '3M', histories)
      const sums = returns?.points.map((_, index) =>
        series.reduce((sum, line) => sum + (line.points[index]?.value ?? 0), 0),
      )
      expect(sums).toEqual(returns?.points.map((p) => p.value))
    }
  })
})

describe('valueKpis', () => {
  it('reads the value and its change over the month off the daily values, the twelve-month return off the monthly ones', () => {
    const kpis = valueKpis(monthly, [], daily)
    expect(kpis.value).toBe(335)
    expect(kpis.monthChange).toBeCloseTo(335 / 320 - 1)
    expect(kpis.annualReturn).toBeCloseTo(330 / 210 - 1)
    expect(kpis.annualReturnChangePoints).toBeCloseTo((330 / 210 - 320 / 200) * 100)
  })

  it('does not count new investments as returns (simple Dietz), but the value change shows them as the chart does', () => {
    const kpis = valueKpis(monthly, [{ date: '2024-12-01', investment: 50 }], daily)
    expect(kpis.annualReturn).toBeCloseTo((330 - 210 - 50) / (210 + 25))
    expect(kpis.monthChange).toBeCloseTo(335 / 320 - 1)
  })

  it('refuses a history too short for a twelve-month return', () => {
    expect(() => valueKpis(monthly.slice(0, 13))).toThrow(/13 months ago/)
  })

  it('agrees with the sample data: the headline is the 1M chart’s last value and its change over the chart', () => {
    const lastMonth = valueHistory('All').at(-1)
    expect(lastMonth && portfolioTotalOf(lastMonth)).toBe(valueKpis().value)
    const [oneMonth] = performanceSeries('Returns', '1M')
    const first = oneMonth?.points[0]?.value ?? Number.NaN
    const last = oneMonth?.points.at(-1)?.value ?? Number.NaN
    expect(valueKpis().value).toBe(last)
    expect(valueKpis().monthChange).toBeCloseTo(last / first - 1, 12)
    // The monthly charts' last step covers the same month.
    const [sixMonths] = performanceSeries('Returns', '6M')
    expect(sixMonths?.points.at(-2)?.value).toBe(first)
    // The Annual Return is the 1Y chart's own first-to-last return.
    const year = valueHistory('1Y')
    const [start, end] = [year[0], year.at(-1)]
    expect(start && end && periodReturn(start, end)).toBe(valueKpis().annualReturn)
  })
})
