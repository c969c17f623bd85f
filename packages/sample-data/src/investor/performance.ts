import type { PortfolioCompany, StartupSector, StartupStage } from '../types.ts'
import { investorPortfolioCompanies } from './portfolio.ts'
import { investorProfile } from './profile.ts'

/** The portfolio's value (GBP) on one day, split by sector and by stage; both splits sum to the total. */
export interface InvestorValuePoint {
  label: string
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
export function portfolioValueOn(label: string, day: string, companies = investorPortfolioCompanies) {
  const point: InvestorValuePoint = {
    label,
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

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** Month-end values from the first investment's month to last month, then today (labelled with its month). */
function monthlyPoints(): InvestorValuePoint[] {
  const today = investorProfile.today
  const first = investorPortfolioCompanies.map((company) => company.date).sort()[0] ?? today
  const points: InvestorValuePoint[] = []
  const [year, month] = first.split('-').map(Number) as [number, number]
  for (let index = 0; ; index += 1) {
    // Day 0 of the next month is the last day of this one.
    const monthEnd = isoDay(Date.UTC(year, month - 1 + index + 1, 0) / DAY_MS)
    if (monthEnd >= today) break
    points.push(portfolioValueOn(monthLabel.format(new Date(`${monthEnd}T00:00:00Z`)), monthEnd))
  }
  points.push(portfolioValueOn(monthLabel.format(new Date(`${today}T00:00:00Z`)), today))
  return points
}

/** Thirteen weekly values (today and the twelve weeks before it). */
function weeklyPoints(): InvestorValuePoint[] {
  const today = dayNumber(investorProfile.today)
  return Array.from({ length: 13 }, (_, index) => {
    const day = isoDay(today - (12 - index) * 7)
    return portfolioValueOn(weekLabel.format(new Date(`${day}T00:00:00Z`)), day)
  })
}

/** Month-end portfolio value since the first investment; the last row is today's value. */
export const investorMonthlyValue: InvestorValuePoint[] = monthlyPoints()

/** Weekly portfolio value over the last quarter, ending today; the last row equals the last month's. */
export const investorWeeklyValue: InvestorValuePoint[] = weeklyPoints()
