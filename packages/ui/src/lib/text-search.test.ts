import { describe, expect, it } from 'vitest'
import { matchesText } from './text-search.ts'

describe('matchesText', () => {
  it.each([
    { query: '', fields: ['Anything'], expected: true },
    { query: '   ', fields: ['Anything'], expected: true },
    { query: '', fields: [], expected: true },
    { query: 'pitch', fields: ['Pre-Seed Pitch Deck Template'], expected: true },
    { query: 'PITCH deck', fields: ['Pre-Seed Pitch Deck Template'], expected: true },
    { query: '  deck  ', fields: ['Pitch Deck'], expected: true },
    { query: 'runway', fields: ['Cap Table', 'Model your runway month by month'], expected: true },
    { query: 'runway', fields: ['Cap Table', 'Dilution by round'], expected: false },
    { query: 'pitch  deck', fields: ['Pitch Deck'], expected: false },
    { query: 'x', fields: [], expected: false },
  ])('"$query" in $fields → $expected', ({ query, fields, expected }) => {
    expect(matchesText(query, ...fields)).toBe(expected)
  })
})
