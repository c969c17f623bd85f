import {
  type InvestorValuePoint,
  investorDailyValue,
  investorMonthlyValue,
  investorPortfolioCompanies,
  investorWeeklyValue,
  portfolioTotalOf,
  valueHeadline,
} from '@app/sample-data/investor'
import type { PortfolioCompany, StartupSector, StartupStage } from '@app/sample-data/types'
import { formatDayMonth, formatMonthYear } from '@app/ui/lib/format-date'
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
  daily: readonly InvestorValuePoint[]
}

const sampleHistories: ValueHistories = {
  monthly: investorMonthlyValue,
  weekly: investorWeeklyValue,
  daily: investorDailyValue,
}

// Each range starts on the same day its length ago, as a market chart does, so its first-to-last change is the
// change over the range's name: 1M from the same day last month, day by day (the headline's "vs last month" is
// read off it), 3M from the week nearest the same day three months ago, 6M and 1Y one value a month from the
// same day six and twelve months ago (7 and 13 points; 1Y's first is the one the Annual Return is measured
// from). Custom has no date picker in the preview, so it keeps the default window.
const rangeWindows: Record<AnalyticsRange, { history: keyof ValueHistories; points: number }> = {
  '1M': { history: 'daily', points: Number.POSITIVE_INFINITY },
  '3M': { history: 'weekly', points: 14 },
  '6M': { history: 'monthly', points: 7 },
  '1Y': { history: 'monthly', points: 13 },
  All: { history: 'monthly', points: Number.POSITIVE_INFINITY },
  Custom: { history: 'monthly', points: 7 },
}

// How the points of each history are named on a chart's axis and in its table: "Jun 2025", "12 Jun".
const pointLabels: Record<keyof ValueHistories, (isoDay: string) => string> = {
  monthly: formatMonthYear,
  weekly: formatDayMonth,
  daily: formatDayMonth,
}

/** The value points a range covers, oldest first, ending today. */
export function valueHistory(range: AnalyticsRange, histories = sampleHistories): InvestorValuePoint[] {
  const { history, points } = rangeWindows[range]
  const rows = histories[history]
  return rows.slice(Math.max(0, rows.length - points))
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
  const rows = valueHistory(range, histories).map((row) => ({
    ...row,
    label: pointLabels[rangeWindows[range].history](row.date),
  }))
  if (metric === 'Returns') {
    return [
      {
        name: 'Portfolio value',
        tone: 'accent',
        points: rows.map((row) => ({ label: row.label, value: portfolioTotalOf(row) })),
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
function investedBetween(
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
  const base = portfolioTotalOf(start) + invested / 2
  return base === 0 ? 0 : (portfolioTotalOf(end) - portfolioTotalOf(start) - invested) / base
}

/**
 * What the value's change is measured against, as its cards say: the month's new investments count in it, so a
 * month with a new cheque can gain more than the Annual Return beside it, which is net of new investments.
 */
export const VALUE_CHANGE_LABEL = 'vs last month, new investments included'

export interface ValueKpis {
  value: number
  /** Change of the value since the same day last month, new investments included, as the 1M chart draws it. */
  monthChange: number
  /** Return over the last twelve months, net of new investments, as a ratio. */
  annualReturn: number
  /** How much the twelve-month return moved since last month, in percentage points. */
  annualReturnChangePoints: number
}

/**
 * Today's portfolio value and its change over the last month (from the daily values), and the twelve-month
 * return from the monthly values (needs 14 months of history).
 */
export function valueKpis(
  monthly: readonly InvestorValuePoint[] = investorMonthlyValue,
  companies: readonly Pick<PortfolioCompany, 'date' | 'investment'>[] = investorPortfolioCompanies,
  daily: readonly InvestorValuePoint[] = investorDailyValue,
): ValueKpis {
  const at = (monthsAgo: number) => {
    const row = monthly[monthly.length - 1 - monthsAgo]
    if (!row) throw new Error(`The value history has no monthly value ${monthsAgo} months ago`)
    return row
  }
  const annualReturn = periodReturn(at(12), at(0), companies)
  const lastMonthsAnnualReturn = periodReturn(at(13), at(1), companies)
  const { value, monthChange } = valueHeadline(daily)
  return {
    value,
    monthChange,
    annualReturn,
    annualReturnChangePoints: (annualReturn - lastMonthsAnnualReturn) * 100,
  }
}
