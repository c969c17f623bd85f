import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatDate,
  formatDayMonth,
  formatFullDate,
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  formatShortDate,
  formatShortMonth,
  formatWeekday,
  isoDayToDate,
} from './format-date'

describe('date formats shared by the previews', () => {
  it.each([
    [formatShortDate, '2025-06-12', 'Jun 12'],
    [formatDate, '2025-06-02', 'Jun 2, 2025'],
    [formatLongDate, '2025-06-12', 'June 12, 2025'],
    [formatFullDate, '2025-06-10', 'Tuesday, June 10, 2025'],
    [formatWeekday, '2025-06-12', 'Thu'],
    [formatMonthDay, '2025-06-03', 'June 3'],
    [formatMonthYear, '2024-09-10', 'Sep 2024'],
    [formatDayMonth, '2025-06-12', '12 Jun'],
    [formatShortMonth, '2025-06-12', 'Jun'],
    // The first and last day of a year stay on their day whatever the machine's time zone.
    [formatDate, '2025-01-01', 'Jan 1, 2025'],
    [formatDate, '2025-12-31', 'Dec 31, 2025'],
  ])('%o(%s) is %s', (format, isoDay, expected) => {
    expect(format(isoDay)).toBe(expected)
  })

  // Every day of four years, leap day included, printed as Intl prints it in English (en-US, UTC).
  const days = Array.from({ length: 4 * 366 }, (_, index) =>
    new Date(Date.UTC(2023, 0, 1 + index)).toISOString().slice(0, 10),
  )
  const intl = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
    return (isoDay: string) => format.format(isoDayToDate(isoDay))
  }
  const shortMonth = intl({ month: 'short' })
  const day = intl({ day: 'numeric' })

  it.each([
    ['formatShortDate', formatShortDate, intl({ month: 'short', day: 'numeric' })],
    ['formatDate', formatDate, intl({ dateStyle: 'medium' })],
    ['formatLongDate', formatLongDate, intl({ dateStyle: 'long' })],
    ['formatFullDate', formatFullDate, intl({ dateStyle: 'full' })],
    ['formatWeekday', formatWeekday, intl({ weekday: 'short' })],
    ['formatMonthDay', formatMonthDay, intl({ month: 'long', day: 'numeric' })],
    ['formatMonthYear', formatMonthYear, intl({ month: 'short', year: 'numeric' })],
    ['formatShortMonth', formatShortMonth, shortMonth],
    ['formatDayMonth', formatDayMonth, (isoDay: string) => `${day(isoDay)} ${shortMonth(isoDay)}`],
  ])('%s prints every day as Intl does', (_name, format, expected) => {
    // Gathered and compared once: an expect per day is slow on a busy machine.
    const mismatches = days
      .map((isoDay) => [isoDay, format(isoDay), expected(isoDay)])
      .filter(([, a, b]) => a !== b)
    expect(mismatches).toEqual([])
  })

  it('prints every minute of a day as Intl does', () => {
    const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    const times = Array.from({ length: 24 * 60 }, (_, minute) => new Date(Date.UTC(2025, 5, 10, 0, minute)))
    const mismatches = times
      .map((time) => [formatClockTime(time), clock.format(time)])
      .filter(([a, b]) => a !== b)
    expect(mismatches).toEqual([])
  })
})
