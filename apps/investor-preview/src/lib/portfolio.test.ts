import type { PortfolioCompany } from '@app/sample-data/types'
import { describe, expect, it } from 'vitest'
import { type PortfolioTotals, portfolioBandCounts, portfolioTotals, rankByVibeScore } from './portfolio.ts'

const company = (name: string, investment: number, vibeScore: number): PortfolioCompany => ({
  name,
  description: '',
  investment,
  date: '2025-06-02',
  vibeScore,
  sector: 'tech',
  stage: 'Seed',
  currentValue: investment,
})

describe('portfolioTotals', () => {
  it.each<[string, PortfolioCompany[], PortfolioTotals]>([
    ['an empty portfolio', [], { totalInvested: 0, averageVibeScore: null, companyCount: 0 }],
    [
      'one holding',
      [company('A', 250_000, 183)],
      { totalInvested: 250_000, averageVibeScore: 183, companyCount: 1 },
    ],
    [
      'several holdings',
      [company('A', 400_000, 256), company('B', 120_000, 161), company('C', 180_000, 145)],
      { totalInvested: 700_000, averageVibeScore: 187, companyCount: 3 },
    ],
    [
      'an average halfway between two points (rounds up)',
      [company('A', 1, 150), company('B', 1, 151)],
      { totalInvested: 2, averageVibeScore: 151, companyCount: 2 },
    ],
    [
      'an average just under a half (rounds down)',
      [company('A', 1, 150), company('B', 1, 150), company('C', 1, 151)],
      { totalInvested: 3, averageVibeScore: 150, companyCount: 3 },
    ],
  ])('adds up %s', (_, companies, expected) => {
    expect(portfolioTotals(companies)).toEqual(expected)
  })
})

describe('portfolioBandCounts', () => {
  it('counts holdings per band, boundaries included in the higher band', () => {
    const counts = portfolioBandCounts([
      company('A', 1, 220),
      company('B', 1, 219),
      company('C', 1, 170),
      company('D', 1, 169),
      company('E', 1, 271),
    ])
    expect(counts.map(({ band, count }) => [band.name, count])).toEqual([
      ['strong', 2],
      ['good', 2],
      ['developing', 1],
    ])
  })
})

describe('rankByVibeScore', () => {
  it('puts the best scores first and equal scores in name order, without touching the input', () => {
    const companies = [company('Mediloop', 1, 183), company('Arcadia', 1, 256), company('Fernway', 1, 183)]
    expect(rankByVibeScore(companies).map((item) => item.name)).toEqual(['Arcadia', 'Fernway', 'Mediloop'])
    expect(companies.map((item) => item.name)).toEqual(['Mediloop', 'Arcadia', 'Fernway'])
  })
})
