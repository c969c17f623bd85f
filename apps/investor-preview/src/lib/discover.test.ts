import type { Startup } from '@app/sample-data/types'
import { describe, expect, it } from 'vitest'
import { type DiscoverQuery, discoverStartups, isDiscoverSort, SECTOR_CHIPS } from './discover.ts'

const startup = (name: string, overrides: Partial<Startup>): Startup => ({
  name,
  description: '',
  vibeScore: 180,
  stage: 'Seed',
  location: 'London, UK',
  raising: 1_000_000,
  sector: 'tech',
  ...overrides,
})

const startups: Startup[] = [
  startup('Kelpie Robotics', {
    description: 'Inspection drones for wind farms',
    location: 'Aberdeen, UK',
    vibeScore: 263,
    raising: 2_000_000,
  }),
  startup('Lumora Health', {
    description: 'AI triage for GP surgeries',
    sector: 'health',
    vibeScore: 247,
    raising: 1_500_000,
  }),
  startup('Verdant Loop', {
    description: 'Refillable cleaning products',
    location: 'Bristol, UK',
    sector: 'consumer',
    stage: 'Pre-seed',
    vibeScore: 176,
    raising: 450_000,
  }),
  startup('Payvault', {
    description: 'Treasury for SMEs',
    location: 'Dubai, UAE',
    sector: 'fintech',
    vibeScore: 231,
    raising: 1_800_000,
  }),
  startup('Brightpath Learning', {
    description: 'Adaptive maths tutoring',
    location: 'Edinburgh, UK',
    sector: 'edtech',
    vibeScore: 189,
    raising: 900_000,
  }),
  startup('Nimbus Grid', {
    description: 'Carbon-aware cloud scheduling',
    location: 'Amsterdam, Netherlands',
    stage: 'Pre-seed',
    vibeScore: 231,
    raising: 750_000,
  }),
]

const all: DiscoverQuery = { text: '', sector: 'all', stage: 'all', sort: 'vibe-score' }
const names = (query: Partial<DiscoverQuery>) =>
  discoverStartups(startups, { ...all, ...query }).map((item) => item.name)

describe('discoverStartups: filtering', () => {
  it.each<[string, Partial<DiscoverQuery>, string[]]>([
    [
      'everything when nothing is chosen',
      {},
      ['Kelpie Robotics', 'Lumora Health', 'Nimbus Grid', 'Payvault', 'Brightpath Learning', 'Verdant Loop'],
    ],
    ['by name, ignoring case', { text: 'LUMORA' }, ['Lumora Health']],
    ['by description', { text: 'drones' }, ['Kelpie Robotics']],
    ['by location', { text: 'dubai' }, ['Payvault']],
    ['ignoring surrounding spaces', { text: '  bristol ' }, ['Verdant Loop']],
    [
      'by a word several fields share',
      { text: 'uk', sort: 'name' },
      ['Brightpath Learning', 'Kelpie Robotics', 'Lumora Health', 'Verdant Loop'],
    ],
    ['by sector chip', { sector: 'consumer' }, ['Verdant Loop']],
    ['by sector and text together', { sector: 'tech', text: 'cloud' }, ['Nimbus Grid']],
    ['by stage', { stage: 'Pre-seed' }, ['Nimbus Grid', 'Verdant Loop']],
    [
      'to the saved names only',
      { onlyNames: new Set(['Payvault', 'Verdant Loop']) },
      ['Payvault', 'Verdant Loop'],
    ],
    ['to nothing when no startup matches', { sector: 'health', text: 'drones' }, []],
    ['to nothing when nothing is saved', { onlyNames: new Set() }, []],
  ])('filters %s', (_, query, expected) => {
    expect(names(query)).toEqual(expected)
  })
})

describe('discoverStartups: sorting', () => {
  it.each<[DiscoverQuery['sort'], string[]]>([
    [
      'vibe-score',
      ['Kelpie Robotics', 'Lumora Health', 'Nimbus Grid', 'Payvault', 'Brightpath Learning', 'Verdant Loop'],
    ],
    [
      'raising-desc',
      ['Kelpie Robotics', 'Payvault', 'Lumora Health', 'Brightpath Learning', 'Nimbus Grid', 'Verdant Loop'],
    ],
    [
      'raising-asc',
      ['Verdant Loop', 'Nimbus Grid', 'Brightpath Learning', 'Lumora Health', 'Payvault', 'Kelpie Robotics'],
    ],
    [
      'name',
      ['Brightpath Learning', 'Kelpie Robotics', 'Lumora Health', 'Nimbus Grid', 'Payvault', 'Verdant Loop'],
    ],
  ])('sorts by %s (equal scores by name)', (sort, expected) => {
    expect(names({ sort })).toEqual(expected)
  })

  it('leaves the input list untouched', () => {
    const before = startups.map((item) => item.name)
    discoverStartups(startups, { ...all, sort: 'name' })
    expect(startups.map((item) => item.name)).toEqual(before)
  })
})

describe('options', () => {
  it('offers the sector chips in order', () => {
    expect(SECTOR_CHIPS.map((chip) => chip.label)).toEqual([
      'All Startups',
      'Tech',
      'Health',
      'Consumer',
      'Fintech',
      'EdTech',
    ])
  })

  it.each([
    ['vibe-score', true],
    ['name', true],
    ['price', false],
  ])('recognises %s as a sort option: %s', (value, expected) => {
    expect(isDiscoverSort(value)).toBe(expected)
  })
})
