import type { CsvCell } from '@app/csv'
import type { PortfolioCompany } from '@app/sample-data/types'
import { vibeScoreBand } from '../../lib/vibe-score-band.ts'

/** Portfolio Report: one row per holding, in the order the screen lists them, its band named as the badges do. */
export function portfolioReportRows(companies: readonly PortfolioCompany[]): CsvCell[][] {
  return [
    ['Company', 'Description', 'Invested (GBP)', 'Investment date', 'Vibe Score', 'Band'],
    ...companies.map((company) => [
      company.name,
      company.description,
      company.investment,
      company.date,
      company.vibeScore,
      vibeScoreBand(company.vibeScore).label,
    ]),
  ]
}
