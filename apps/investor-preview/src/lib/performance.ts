import {
  type InvestorValuePoint,
  investorMonthlyValue,
  investorPortfolioCompanies,
  investorWeeklyValue,
} from '@app/sample-data/investor'
import type { PortfolioCompany, StartupSector, StartupStage } from '@app/sample-data/types'
import type { LineChartSeries, LineChartTone } from '@app/ui-patterns/line-chart'
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

/** Money put in between two value points: the investments dated after `from` up to and including `to`. */
export function investedBetween(
  from: string,
  to: string,
  companies: readonly Pick<PortfolioCompany, 'date' | 'investment'>[] = investorPortfolioCompanies,
): number {
  return companies
    .filter((company) => company.date > from && company.date <= to)
    .reduce((sum, company) => sum + company.investment, 0)
}

/**
 * The holdings' return between two value points, net of new investments (simple Dietz: new money counts half
 * the period), so a fresh cheque is not reported as growth.
 */
export function periodReturn(
  start: InvestorValuePoint,
  end: InvestorValuePoint,
  companies: readonly Pick<PortfolioCompany, 'date' | 'investment'>[] = investorPortfolioCompanies,
): number {
  const invested = investedBetween(start.date, end.date, companies)
  const base = totalValue(start) + invested / 2
  return base === 0 ? 0 : (totalValue(end) - totalValue(start) - invested) / base
}

export interface ValueKpis {
  value: number
  /** Return since the previous month-end, net of new investments, as a ratio. */
  monthChange: number
  /** Return over the last twelve months, net of new investments, as a ratio. */
  annualReturn: number
  /** How much the twelve-month return moved since last month, in percentage points. */
  annualReturnChangePoints: number
}

/** Today's portfolio value and its returns, from month-end values (needs 14 months of history). */
export function valueKpis(
  monthly: readonly InvestorValuePoint[] = investorMonthlyValue,
  companies: readonly Pick<PortfolioCompany, 'date' | 'investment'>[] = investorPortfolioCompanies,
): ValueKpis {
  const at = (monthsAgo: number) => {
    const row = monthly[monthly.length - 1 - monthsAgo]
    if (!row) throw new Error(`The value history has no month-end ${monthsAgo} months ago`)
    return row
  }
  const annualReturn = periodReturn(at(12), at(0), companies)
  const lastMonthsAnnualReturn = periodReturn(at(13), at(1), companies)
  return {
    value: totalValue(at(0)),
    monthChange: periodReturn(at(1), at(0), companies),
    annualReturn,
    annualReturnChangePoints: (annualReturn - lastMonthsAnnualReturn) * 100,
  }
}
