import type { PortfolioCompany, StartupSector, StartupStage } from '../types.ts'
import { investorPortfolioCompanies } from './portfolio.ts'
import { investorProfile } from './profile.ts'

/** The portfolio's value (GBP) on one day, split by sector and by stage; both splits sum to the total. */
export interface InvestorValuePoint {
  /** ISO day the value is taken on. */
  date: string
  bySector: Record<StartupSector, number>
  byStage: Record<StartupStage, number>
}

const DAY_MS = 86_400_000
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/**
 * A holding's value on a day: nothing before the investment; from then on it grows geometrically from the
 * amount invested to today's value, with a gentle wobble that is zero on both end days, so the history starts
 * at the cheque and ends exactly at `currentValue`. Rounded to £1,000 like every figure on the screens.
 */
export function holdingValueOn(
  company: PortfolioCompany,
  day: string,
  today = investorProfile.today,
): number {
  const start = dayNumber(company.date)
  const end = dayNumber(today)
  const at = dayNumber(day)
  if (at < start) return 0
  if (at >= end || end === start) return company.currentValue
  const progress = (at - start) / (end - start)
  const trend = company.investment * (company.currentValue / company.investment) ** progress
  const wobble = 1 + 0.03 * Math.sin(Math.PI * progress * (2 + (company.name.length % 4)))
  return Math.round((trend * wobble) / 1000) * 1000
}

const emptySectors = (): Record<StartupSector, number> => ({
  tech: 0,
  health: 0,
  consumer: 0,
  fintech: 0,
  edtech: 0,
})

/** The portfolio on one day: the holdings' values summed by sector and by stage. */
function portfolioValueOn(day: string, companies = investorPortfolioCompanies) {
  const point: InvestorValuePoint = {
    date: day,
    bySector: emptySectors(),
    byStage: { 'Pre-seed': 0, Seed: 0 },
  }
  for (const company of companies) {
    const value = holdingValueOn(company, day)
    point.bySector[company.sector] += value
    point.byStage[company.stage] += value
  }
  return point
}

/** The same day of the month `months` months before `day` (the month's last day when it is shorter). */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  // Day 0 of the following month is the last day of the target month.
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate()
  return isoDay(Date.UTC(year, month - 1 - months, Math.min(date, lastOfMonth)) / DAY_MS)
}

/**
 * One value a month, each on today's day of the month, from the first one after the first investment up to
 * today. Taking them on today's day (not at month-ends) makes the last step of the monthly charts the same
 * month the headline's "vs last month" and the 1M chart cover.
 */
function monthlyPoints(): InvestorValuePoint[] {
  const today: string = investorProfile.today
  const first = investorPortfolioCompanies.map((company) => company.date).sort()[0] ?? today
  const days: string[] = []
  for (let day = today; day >= first; day = monthsBefore(today, days.length)) days.unshift(day)
  return days.map((day) => portfolioValueOn(day))
}

/**
 * Fourteen weekly values: today and the thirteen weeks before it, so the first is the week nearest the same day
 * three months ago (91 days back), as the 3M chart starts there.
 */
function weeklyPoints(): InvestorValuePoint[] {
  const today = dayNumber(investorProfile.today)
  return Array.from({ length: 14 }, (_, index) => portfolioValueOn(isoDay(today - (13 - index) * 7)))
}

/** One value a day from the same day last month to today. */
function dailyPoints(): InvestorValuePoint[] {
  const from = dayNumber(monthsBefore(investorProfile.today, 1))
  const to = dayNumber(investorProfile.today)
  return Array.from({ length: to - from + 1 }, (_, index) => portfolioValueOn(isoDay(from + index)))
}

/** Monthly portfolio value since the first investment, each on today's day of the month; the last is today. */
export const investorMonthlyValue: InvestorValuePoint[] = monthlyPoints()

/** Weekly portfolio value over the last quarter, ending today; the last row equals the last month's. */
export const investorWeeklyValue: InvestorValuePoint[] = weeklyPoints()

/** Daily portfolio value over the last month, from the same day last month to today (the 1M chart). */
export const investorDailyValue: InvestorValuePoint[] = dailyPoints()

/** The total of one value point: the sum of its sectors (its stages sum to the same). */
export function portfolioTotalOf(point: InvestorValuePoint): number {
  return Object.values(point.bySector).reduce((sum, value) => sum + value, 0)
}

/**
 * The portfolio's headline, read off the last month's daily values (the 1M chart draws them): today's value and
 * its change since the same day last month, new investments included, as the chart shows it.
 */
export function valueHeadline(lastMonth: readonly InvestorValuePoint[] = investorDailyValue) {
  const first = lastMonth[0]
  const last = lastMonth.at(-1)
  if (!first || !last) throw new Error('The last month has no value points')
  const start = portfolioTotalOf(first)
  const value = portfolioTotalOf(last)
  return { value, monthChange: start === 0 ? 0 : value / start - 1 }
}
