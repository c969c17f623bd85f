import { describe, expect, it } from 'vitest'
import { formatGbpCompact, isWithinLastWeek } from './format.ts'

describe('formatters', () => {
  it.each([
    [formatGbpCompact(2_640_000), '£2.64M'],
    [formatGbpCompact(750_000), '£750K'],
    [formatGbpCompact(1_500_000), '£1.5M'],
    [formatGbpCompact(2_250_000), '£2.25M'],
    [formatGbpCompact(12_500), '£12.5K'],
    [formatGbpCompact(0), '£0'],
  ])('%s → %s', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('isWithinLastWeek', () => {
  it.each([
    ['2025-06-16', true],
    ['2025-06-10', true],
    ['2025-06-09', false],
    ['2025-06-17', false],
  ])('%s relative to 2025-06-16 → %s', (day, expected) => {
    expect(isWithinLastWeek(day, '2025-06-16')).toBe(expected)
  })
})
