import { describe, expect, it } from 'vitest'
import { pluralNoun } from './plural.ts'

describe('pluralNoun', () => {
  it.each([
    { count: 0, noun: 'startups' },
    { count: 1, noun: 'startup' },
    { count: 2, noun: 'startups' },
    { count: 1.5, noun: 'startups' },
  ])('$count → $noun', ({ count, noun }) => {
    expect(pluralNoun(count, 'startup')).toBe(noun)
  })
  it('takes an irregular plural', () => {
    expect(pluralNoun(3, 'company', 'companies')).toBe('companies')
  })
})
