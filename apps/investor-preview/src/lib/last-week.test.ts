import { describe, expect, it } from 'vitest'
import { isWithinLastWeek } from './last-week.ts'

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
