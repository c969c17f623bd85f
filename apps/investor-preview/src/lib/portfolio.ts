import type { PortfolioCompany } from '@app/sample-data/types'
import { VIBE_SCORE_BANDS, type VibeScoreBand, vibeScoreBand } from './vibe-score-band.ts'

export interface PortfolioTotals {
  totalInvested: number
  /** Rounded to a whole point, as Vibe Scores are shown; null for an empty portfolio. */
  averageVibeScore: number | null
  companyCount: number
}

/** The My Portfolio totals, computed from the holdings so they can never disagree with the cards. */
export function portfolioTotals(companies: readonly PortfolioCompany[]): PortfolioTotals {
  const totalInvested = companies.reduce((sum, company) => sum + company.investment, 0)
  const scoreSum = companies.reduce((sum, company) => sum + company.vibeScore, 0)
  return {
    totalInvested,
    averageVibeScore: companies.length === 0 ? null : Math.round(scoreSum / companies.length),
    companyCount: companies.length,
  }
}

/** How many holdings sit in each Vibe Score band, highest band first (Portfolio Health). */
export function portfolioBandCounts(
  companies: readonly PortfolioCompany[],
): { band: VibeScoreBand; count: number }[] {
  return VIBE_SCORE_BANDS.map((band) => ({
    band,
    count: companies.filter((company) => vibeScoreBand(company.vibeScore) === band).length,
  }))
}

/** Holdings ordered by Vibe Score, best first (Top Performers); equal scores by name. */
export function rankByVibeScore(companies: readonly PortfolioCompany[]): PortfolioCompany[] {
  return [...companies].sort((a, b) => b.vibeScore - a.vibeScore || a.name.localeCompare(b.name, 'en-GB'))
}
