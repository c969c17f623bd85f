import { describe, expect, it } from 'vitest'
import { SAMPLE_VIBE_SCORE_RANGE } from '../constants.ts'
import { investorEvents } from './events.ts'
import { investorOpportunities } from './opportunities.ts'
import {
  holdingValueOn,
  type InvestorValuePoint,
  investorDailyValue,
  investorMonthlyValue,
  investorWeeklyValue,
} from './performance.ts'
import { investorAverageVibeScoreHistory, investorPortfolioCompanies } from './portfolio.ts'
import { investorProfile } from './profile.ts'
import { investorStartups } from './startups.ts'

const JUNE_2025 = /^2025-06-\d{2}$/
const sum = (values: Record<string, number>) =>
  Object.values(values).reduce((total, value) => total + value, 0)

describe('investor sample data', () => {
  it('keeps every Vibe Score within the sample range 138–271 and uses both ends of it', () => {
    const scores = [...investorStartups, ...investorPortfolioCompanies].map((item) => item.vibeScore)
    expect(Math.min(...scores)).toBe(SAMPLE_VIBE_SCORE_RANGE.min)
    expect(Math.max(...scores)).toBe(SAMPLE_VIBE_SCORE_RANGE.max)
  })

  // Sample dates are in June 2025; the holdings' investment dates go back further because the value history
  // starts with the first investment: no holding appears in the chart before it was bought (docs/decisions.md).
  it('dates everything in June 2025 except the investments, which all precede today', () => {
    for (const company of investorPortfolioCompanies) expect(company.date <= investorProfile.today).toBe(true)
    const dates = [
      investorProfile.today,
      ...investorEvents.map((event) => event.date),
      ...investorOpportunities.map((opportunity) => opportunity.suggestedOn),
    ]
    for (const date of dates) expect(date).toMatch(JUNE_2025)
  })

  it('has startups in every sector chip and unique names (they are the list keys)', () => {
    expect(new Set(investorStartups.map((startup) => startup.sector))).toEqual(
      new Set(['tech', 'health', 'consumer', 'fintech', 'edtech']),
    )
    expect(new Set(investorStartups.map((startup) => startup.name)).size).toBe(investorStartups.length)
  })

  it('suggests only startups that exist in Discover', () => {
    const names = new Set(investorStartups.map((startup) => startup.name))
    for (const opportunity of investorOpportunities) expect(names.has(opportunity.startupName)).toBe(true)
  })

  it.each([
    ['monthly', investorMonthlyValue],
    ['weekly', investorWeeklyValue],
    ['daily', investorDailyValue],
  ] as [string, InvestorValuePoint[]][])(
    'splits each %s value into sectors and stages with the same total',
    (_, rows) => {
      for (const row of rows) expect(sum(row.byStage)).toBe(sum(row.bySector))
    },
  )

  it('ends the weekly and monthly histories on the same value (today)', () => {
    expect(investorWeeklyValue.at(-1)).toEqual(investorMonthlyValue.at(-1))
  })

  it('ends the value history on the portfolio value: the sum of the holdings today', () => {
    const portfolioValue = investorPortfolioCompanies.reduce(
      (total, company) => total + company.currentValue,
      0,
    )
    expect(sum(investorMonthlyValue.at(-1)?.bySector ?? {})).toBe(portfolioValue)
    expect(investorMonthlyValue.at(-1)?.date).toBe(investorProfile.today)
  })

  it('counts a holding only from its investment date on, starting at the amount invested', () => {
    for (const row of [...investorMonthlyValue, ...investorWeeklyValue, ...investorDailyValue]) {
      const held = investorPortfolioCompanies.filter((company) => company.date <= row.date)
      for (const company of investorPortfolioCompanies) {
        const value = holdingValueOn(company, row.date)
        if (company.date > row.date) expect(value).toBe(0)
        else expect(value).toBeGreaterThan(0)
      }
      if (held.length === 0) expect(sum(row.bySector)).toBe(0)
    }
    for (const company of investorPortfolioCompanies) {
      expect(holdingValueOn(company, company.date)).toBe(company.investment)
    }
    const first = investorPortfolioCompanies.map((company) => company.date).sort()[0] ?? ''
    expect(investorMonthlyValue[0]?.date && investorMonthlyValue[0].date >= first).toBe(true)
  })

  it('keeps one value a month on today’s day of the month, a week apart weekly and a day apart daily', () => {
    const dates = investorMonthlyValue.map((row) => row.date)
    expect([...dates].sort()).toEqual(dates)
    expect(new Set(dates.map((date) => date.slice(0, 7))).size).toBe(dates.length)
    for (const date of dates) expect(date.slice(8)).toBe(investorProfile.today.slice(8))
    for (const [rows, days] of [
      [investorWeeklyValue, 7],
      [investorDailyValue, 1],
    ] as const) {
      const times = rows.map((row) => Date.parse(row.date))
      for (const [index, time] of times.entries())
        if (index > 0) expect(time - (times[index - 1] ?? 0)).toBe(days * 86_400_000)
      expect(rows.at(-1)?.date).toBe(investorProfile.today)
    }
  })

  it('ends the average Vibe Score history on the average of the holdings', () => {
    const average =
      investorPortfolioCompanies.reduce((total, company) => total + company.vibeScore, 0) /
      investorPortfolioCompanies.length
    expect(investorAverageVibeScoreHistory.at(-1)?.value).toBe(Math.round(average))
  })
})
