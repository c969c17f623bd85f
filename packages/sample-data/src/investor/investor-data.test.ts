import { describe, expect, it } from 'vitest'
import { SAMPLE_VIBE_SCORE_RANGE } from '../constants.ts'
import { investorEvents } from './events.ts'
import { investorOpportunities } from './opportunities.ts'
import { type InvestorValuePoint, investorMonthlyValue, investorWeeklyValue } from './performance.ts'
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

  it('dates everything in June 2025', () => {
    const dates = [
      investorProfile.today,
      ...investorPortfolioCompanies.map((company) => company.date),
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
  ] as [string, InvestorValuePoint[]][])(
    'splits each %s value into sectors and stages with the same total',
    (_, rows) => {
      for (const row of rows) expect(sum(row.byStage)).toBe(sum(row.bySector))
    },
  )

  it('ends the weekly and monthly histories on the same value (today)', () => {
    expect(investorWeeklyValue.at(-1)).toEqual({
      ...investorMonthlyValue.at(-1),
      label: investorWeeklyValue.at(-1)?.label,
    })
  })

  it('ends the average Vibe Score history on the average of the holdings', () => {
    const average =
      investorPortfolioCompanies.reduce((total, company) => total + company.vibeScore, 0) /
      investorPortfolioCompanies.length
    expect(investorAverageVibeScoreHistory.at(-1)?.value).toBe(Math.round(average))
  })
})
