import { describe, expect, it } from 'vitest'
import { SAMPLE_TIME_ZONE, sampleDayOf, sampleWallClock } from './clock.ts'

describe('the sample clock keeps London time', () => {
  const london = new Intl.DateTimeFormat('en-CA', {
    timeZone: SAMPLE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const asIntlPrintsIt = (wallClock: Date) => {
    const [day, time] = wallClock.toISOString().slice(0, 16).split('T')
    return `${day}, ${time}`
  }

  // Every third hour of three years, and every quarter of an hour on the days the clocks change. The mismatches
  // are gathered and compared once: an expect per instant took seconds on a busy machine.
  const changeDays = [2024, 2025, 2026].flatMap((year) =>
    [2, 9].map((month) => {
      const lastDay = new Date(Date.UTC(year, month + 1, 0))
      return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000
    }),
  )
  const instants = [
    ...Array.from({ length: 3 * 366 * 8 }, (_, index) => Date.UTC(2024, 0, 1) + index * 3 * 3_600_000),
    ...changeDays.flatMap((day) => Array.from({ length: 96 }, (_, index) => day + index * 900_000)),
  ].map((time) => new Date(time))

  it('agrees with Intl across three years, both clock changes included', () => {
    const mismatches = instants
      .map((instant) => [
        instant.toISOString(),
        asIntlPrintsIt(sampleWallClock(instant)),
        london.format(instant),
      ])
      .filter(([, ours, intl]) => ours !== intl)
    expect(mismatches).toEqual([])
  })

  it.each([
    // The evening of the sample day in London is already the next day in UTC.
    ['2025-06-10T22:59:00Z', '2025-06-10'],
    ['2025-06-10T23:00:00Z', '2025-06-11'],
    ['2025-12-31T23:30:00Z', '2025-12-31'],
    ['2025-03-30T00:59:00Z', '2025-03-30'],
  ])('the London day of %s is %s', (instant, day) => {
    expect(sampleDayOf(new Date(instant))).toBe(day)
  })
})
