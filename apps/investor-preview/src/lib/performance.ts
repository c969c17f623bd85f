import { type InvestorValuePoint, investorMonthlyValue, investorWeeklyValue } from '@app/sample-data/investor'
import type { StartupSector, StartupStage } from '@app/sample-data/types'
import type { LineChartSeries, LineChartTone } from '@app/ui/components/line-chart'
import { SECTOR_LABELS } from './discover.ts'

export const ANALYTICS_RANGES = ['1M', '3M', '6M', '1Y', 'All', 'Custom'] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const DEFAULT_RANGE: AnalyticsRange = '6M'

export const ANALYTICS_METRICS = ['Returns', 'Sectors', 'Stages'] as const
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number]
export const DEFAULT_METRIC: AnalyticsMetric = 'Returns'

interface ValueHistories {
  monthly: readonly InvestorValuePoint[]
  weekly: readonly InvestorValuePoint[]
}

const sampleHistories: ValueHistories = { monthly: investorMonthlyValue, weekly: investorWeeklyValue }

// Short ranges read better week by week; Custom has no date picker in the preview, so it keeps the default window.
const rangeWindows: Record<AnalyticsRange, { history: keyof ValueHistories; points: number }> = {
  '1M': { history: 'weekly', points: 5 },
  '3M': { history: 'weekly', points: 13 },
  '6M': { history: 'monthly', points: 6 },
  '1Y': { history: 'monthly', points: 12 },
  All: { history: 'monthly', points: Number.POSITIVE_INFINITY },
  Custom: { history: 'monthly', points: 6 },
}

/** The value points a range covers, oldest first, ending today. */
export function valueHistory(range: AnalyticsRange, histories = sampleHistories): InvestorValuePoint[] {
  const { history, points } = rangeWindows[range]
  const rows = histories[history]
  return rows.slice(Math.max(0, rows.length - points))
}

export function totalValue(point: InvestorValuePoint): number {
  return Object.values(point.bySector).reduce((sum, value) => sum + value, 0)
}

const sectorTones: Record<StartupSector, LineChartTone> = {
  tech: 'accent',
  health: 'success',
  consumer: 'warning',
  fintech: 'info',
  edtech: 'muted',
}
const stageTones: Record<StartupStage, LineChartTone> = { 'Pre-seed': 'info', Seed: 'accent' }

/** The chart lines for a metric: total value (Returns), value per sector or value per stage. */
export function performanceSeries(
  metric: AnalyticsMetric,
  range: AnalyticsRange,
  histories = sampleHistories,
): LineChartSeries[] {
  const rows = valueHistory(range, histories)
  if (metric === 'Returns') {
    return [
      {
        name: 'Portfolio value',
        tone: 'accent',
        points: rows.map((row) => ({ label: row.label, value: totalValue(row) })),
      },
    ]
  }
  if (metric === 'Sectors') {
    return (Object.keys(SECTOR_LABELS) as StartupSector[]).map((sector) => ({
      name: SECTOR_LABELS[sector],
      tone: sectorTones[sector],
      points: rows.map((row) => ({ label: row.label, value: row.bySector[sector] })),
    }))
  }
  return (['Pre-seed', 'Seed'] as const).map((stage) => ({
    name: stage,
    tone: stageTones[stage],
    points: rows.map((row) => ({ label: row.label, value: row.byStage[stage] })),
  }))
}

export interface ValueKpis {
  value: number
  /** Growth since the previous month-end, as a ratio. */
  monthChange: number
  /** Growth over the last twelve months, as a ratio. */
  annualReturn: number
  /** How much the twelve-month return moved since last month, in percentage points. */
  annualReturnChangePoints: number
}

/** Today's portfolio value and its returns, from month-end values (needs 14 months of history). */
export function valueKpis(monthly: readonly InvestorValuePoint[] = investorMonthlyValue): ValueKpis {
  const totalAt = (monthsAgo: number) => {
    const row = monthly[monthly.length - 1 - monthsAgo]
    if (!row) throw new Error(`The value history has no month-end ${monthsAgo} months ago`)
    return totalValue(row)
  }
  const annualReturn = totalAt(0) / totalAt(12) - 1
  const lastMonthsAnnualReturn = totalAt(1) / totalAt(13) - 1
  return {
    value: totalAt(0),
    monthChange: totalAt(0) / totalAt(1) - 1,
    annualReturn,
    annualReturnChangePoints: (annualReturn - lastMonthsAnnualReturn) * 100,
  }
}
