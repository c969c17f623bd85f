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

  it('agrees with Intl at every half hour of three years, both clock changes included', () => {
    const start = Date.UTC(2024, 0, 1)
    for (let time = start; time < Date.UTC(2027, 0, 1); time += 1_800_000) {
      const instant = new Date(time)
      expect(asIntlPrintsIt(sampleWallClock(instant)), instant.toISOString()).toBe(london.format(instant))
    }
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
