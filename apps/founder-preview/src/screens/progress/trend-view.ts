import { oneOf, page } from '@app/preview-kit/url-view'
import { founderTrendPeriodLabel, founderVibeScoreTrend } from '@app/sample-data/founder'
import { formatMonthDay } from '@app/ui/lib/format-date'

export const TREND_PERIODS = ['Weekly', 'Monthly', 'Quarterly'] as const
export type TrendPeriod = (typeof TREND_PERIODS)[number]

/**
 * How far back Previous can go: a year, in periods of the length chosen (page 1 is the sample period, so a year
 * of weeks is 53 pages, of months 13, of quarters 5).
 */
export const TREND_PAGE_COUNT: Record<TrendPeriod, number> = { Weekly: 53, Monthly: 13, Quarterly: 5 }

/** The trend card's view in the URL: `?period=Monthly&page=2` (page 1 is the sample period, 2 the one before…). */
export const trendView = {
  period: oneOf(TREND_PERIODS, 'Weekly'),
  page: page(Math.max(...Object.values(TREND_PAGE_COUNT))),
}

/** The page a view shows: one further back than a year of its periods is out of range, so page 1, as in `page()`. */
export function shownTrendPage({ period, page }: { period: TrendPeriod; page: number }): number {
  return page <= TREND_PAGE_COUNT[period] ? page : 1
}

const PERIOD_DAYS: Record<TrendPeriod, number> = { Weekly: 7, Monthly: 30, Quarterly: 91 }
const DAY_MS = 86_400_000

const isoDayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The label of the period a page shows. Page 1 is the sample period ("June 3 - June 10, 2025"; the period
 * toggle only changes the selected option there). Each earlier page steps back one period of the chosen
 * length, page 2 ending where the sample period starts, so no days fall between pages.
 */
export function trendPeriodLabel(period: TrendPeriod, pageNumber: number): string {
  if (pageNumber <= 1) return founderTrendPeriodLabel
  // The sample period starts on the trend's first day; page 2 ends there.
  const sampleStart = Date.parse(`${founderVibeScoreTrend[0]?.date ?? '2025-06-03'}T00:00:00Z`)
  const days = PERIOD_DAYS[period]
  const end = new Date(sampleStart - (pageNumber - 2) * days * DAY_MS)
  const start = new Date(end.getTime() - days * DAY_MS)
  const startYear = start.getUTCFullYear() === end.getUTCFullYear() ? '' : `, ${start.getUTCFullYear()}`
  return `${formatMonthDay(isoDayOf(start))}${startYear} - ${formatMonthDay(isoDayOf(end))}, ${end.getUTCFullYear()}`
}
