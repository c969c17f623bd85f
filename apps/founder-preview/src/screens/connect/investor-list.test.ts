import type { InvestorProfile } from '@app/sample-data/types'
import { describe, expect, it } from 'vitest'
import { type InvestorSortKey, isInvestorSortKey, searchInvestors, sortInvestors } from './investor-list.ts'

function investor(id: number, overrides: Partial<InvestorProfile>): InvestorProfile {
  return {
    id,
    name: `Investor ${id}`,
    role: 'Partner',
    avatar: 'IN',
    match: 50,
    location: 'London, UK',
    tags: [],
    investments: 10,
    mutualConnections: 0,
    ...overrides,
  }
}

const sample = [
  investor(1, { match: 72, location: 'Paris, France', investments: 41 }),
  investor(2, { match: 94, location: 'Berlin, Germany', investments: 12 }),
  investor(3, { match: 81, location: 'Amsterdam, Netherlands', investments: 87 }),
  investor(4, { match: 81, location: 'Berlin, Germany', investments: 41 }),
]

describe('sortInvestors', () => {
  it.each<{ key: InvestorSortKey; order: number[] }>([
    { key: 'match', order: [2, 3, 4, 1] },
    { key: 'location', order: [3, 2, 4, 1] },
    { key: 'investments', order: [3, 1, 4, 2] },
  ])('by $key → $order', ({ key, order }) => {
    expect(sortInvestors(sample, key).map((entry) => entry.id)).toEqual(order)
  })

  it('returns a new array and leaves the input alone', () => {
    const sorted = sortInvestors(sample, 'match')
    expect(sorted).not.toBe(sample)
    expect(sample.map((entry) => entry.id)).toEqual([1, 2, 3, 4])
  })
})

describe('isInvestorSortKey', () => {
  it.each([
    { value: 'match', expected: true },
    { value: 'location', expected: true },
    { value: 'investments', expected: true },
    { value: 'Match', expected: false },
    { value: '', expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isInvestorSortKey(value)).toBe(expected)
  })
})

describe('searchInvestors', () => {
  const people = [
    investor(1, { name: 'Priya Raman', role: 'Partner, Northbeam Ventures', tags: ['Fintech'] }),
    investor(2, { name: 'Jonas Weber', location: 'Berlin, Germany', tags: ['Infrastructure'] }),
  ]
  it.each([
    { query: '', ids: [1, 2] },
    { query: 'priya', ids: [1] },
    { query: 'northbeam', ids: [1] },
    { query: 'BERLIN', ids: [2] },
    { query: 'infra', ids: [2] },
    { query: 'london', ids: [1] },
    { query: 'healthtech', ids: [] },
  ])('"$query" → $ids', ({ query, ids }) => {
    expect(searchInvestors(people, query).map((entry) => entry.id)).toEqual(ids)
  })
})
