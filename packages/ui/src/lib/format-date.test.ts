import { describe, expect, it } from 'vitest'
import { formatDate, formatFullDate, formatLongDate, formatShortDate, formatWeekday } from './format-date'

describe('date formats shared by the previews', () => {
  it.each([
    [formatShortDate, '2025-06-12', 'Jun 12'],
    [formatDate, '2025-06-02', 'Jun 2, 2025'],
    [formatLongDate, '2025-06-12', 'June 12, 2025'],
    [formatFullDate, '2025-06-10', 'Tuesday, June 10, 2025'],
    [formatWeekday, '2025-06-12', 'Thu'],
    // The first and last day of a year stay on their day whatever the machine's time zone.
    [formatDate, '2025-01-01', 'Jan 1, 2025'],
    [formatDate, '2025-12-31', 'Dec 31, 2025'],
  ])('%o(%s) is %s', (format, isoDay, expected) => {
    expect(format(isoDay)).toBe(expected)
  })
})
