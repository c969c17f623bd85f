import type { PortfolioCompany } from '../types.ts'

/**
 * Northgate Ventures' holdings, one investment each between July 2023 and this week. Totals, the value history
 * (performance.ts) and the returns on the screens are computed from this list, never typed in.
 */
export const investorPortfolioCompanies: PortfolioCompany[] = [
  {
    name: 'Arcadia Robotics',
    description: 'Pick-and-pack robots that retrofit into existing warehouses in a weekend.',
    investment: 400_000,
    date: '2023-07-14',
    vibeScore: 256,
    sector: 'tech',
    stage: 'Seed',
    currentValue: 620_000,
  },
  {
    name: 'Helix Diagnostics',
    description: 'Rapid sepsis screening for A&E departments from a single blood drop.',
    investment: 350_000,
    date: '2023-10-03',
    vibeScore: 238,
    sector: 'health',
    stage: 'Seed',
    currentValue: 560_000,
  },
  {
    name: 'Quanta Ledger',
    description: 'B2B payment reconciliation for marketplaces, live with 40 UK platforms.',
    investment: 300_000,
    date: '2024-01-22',
    vibeScore: 224,
    sector: 'fintech',
    stage: 'Seed',
    currentValue: 430_000,
  },
  {
    name: 'Nestwise',
    description: 'Deposit-free renting: tenants pay a small fee, landlords get full protection.',
    investment: 200_000,
    date: '2024-04-09',
    vibeScore: 197,
    sector: 'consumer',
    stage: 'Pre-seed',
    currentValue: 270_000,
  },
  {
    name: 'Mediloop',
    description: 'Pharmacy inventory forecasting that halves expired stock for independents.',
    investment: 250_000,
    date: '2024-07-01',
    vibeScore: 183,
    sector: 'health',
    stage: 'Pre-seed',
    currentValue: 300_000,
  },
  {
    name: 'Fernway',
    description: 'Low-carbon trip planning for companies, with rail-first booking and reporting.',
    investment: 150_000,
    date: '2024-10-15',
    vibeScore: 172,
    sector: 'consumer',
    stage: 'Pre-seed',
    currentValue: 170_000,
  },
  {
    name: 'Skillforge',
    description: 'Matches apprentices with employers and manages the levy paperwork end to end.',
    investment: 120_000,
    date: '2025-01-20',
    vibeScore: 161,
    sector: 'edtech',
    stage: 'Pre-seed',
    currentValue: 130_000,
  },
  {
    name: 'Orchard AI',
    description: 'Yield forecasting for fruit growers from drone imagery and weather data.',
    investment: 180_000,
    date: '2025-06-12',
    vibeScore: 145,
    sector: 'tech',
    stage: 'Pre-seed',
    currentValue: 180_000,
  },
]

/** Holdings in advanced acquisition or secondary-sale talks (Analytics, Potential Exits). */
export const investorPotentialExits = { count: 2, change: '+1', changeLabel: 'since last quarter' } as const

/** Month-end average Vibe Score of the holdings; the last value is today's average of the companies above. */
export const investorAverageVibeScoreHistory = [
  { label: 'Jan 2025', value: 181 },
  { label: 'Feb 2025', value: 184 },
  { label: 'Mar 2025', value: 186 },
  { label: 'Apr 2025', value: 190 },
  { label: 'May 2025', value: 193 },
  { label: 'Jun 2025', value: 197 },
] as const satisfies readonly { label: string; value: number }[]
