import type { CsvCell } from '@app/csv'
import type { PortfolioCompany } from '@app/sample-data/types'
import { describe, expect, it } from 'vitest'
import { portfolioReportRows } from './portfolio-report.ts'

const header = ['Company', 'Description', 'Invested (GBP)', 'Investment date', 'Vibe Score', 'Band']

const ledgerly: PortfolioCompany = {
  name: 'Ledgerly',
  description: 'Bookkeeping, done by the bank feed',
  investment: 250_000,
  date: '2024-03-14',
  vibeScore: 183,
  sector: 'fintech',
  stage: 'Seed',
  currentValue: 400_000,
}

const orchard: PortfolioCompany = {
  name: 'Orchard AI',
  description: 'Crop forecasts for small farms',
  investment: 180_000,
  date: '2025-06-12',
  vibeScore: 256,
  sector: 'tech',
  stage: 'Pre-seed',
  currentValue: 180_000,
}

// Amounts and scores stay numbers so a spreadsheet can add them up; dates stay ISO so they sort.
describe('portfolioReportRows', () => {
  it.each<[string, PortfolioCompany[], CsvCell[][]]>([
    ['an empty portfolio as the header alone', [], [header]],
    [
      'a holding as its figures and its band',
      [ledgerly],
      [header, ['Ledgerly', 'Bookkeeping, done by the bank feed', 250_000, '2024-03-14', 183, 'Good']],
    ],
    [
      'holdings in the order given',
      [orchard, ledgerly],
      [
        header,
        ['Orchard AI', 'Crop forecasts for small farms', 180_000, '2025-06-12', 256, 'Strong'],
        ['Ledgerly', 'Bookkeeping, done by the bank feed', 250_000, '2024-03-14', 183, 'Good'],
      ],
    ],
  ])('writes %s', (_, companies, rows) => {
    expect(portfolioReportRows(companies)).toEqual(rows)
  })
})
