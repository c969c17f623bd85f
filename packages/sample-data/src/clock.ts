/** The time zone the sample's companies and clocks live in (the sample startups and funds are London-based). */
export const SAMPLE_TIME_ZONE = 'Europe/London'

const HOUR_MS = 3_600_000

/** 01:00 UTC on the last Sunday of a month, when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1))
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS
}

/**
 * London's wall clock at an instant, held in the UTC fields of the Date returned: British Summer Time (an hour
 * ahead of UTC) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC the
 * rest of the year. Worked out here rather than by Intl with the Europe/London zone, because the first Intl
 * object a page makes costs a phone 55–90 ms (see @app/ui/lib/format-date); clock.test.ts checks it against
 * Intl hour by hour.
 */
export function sampleWallClock(instant: Date): Date {
  const time = instant.getTime()
  const year = instant.getUTCFullYear()
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9)
  return new Date(time + (summer ? HOUR_MS : 0))
}

/** The London calendar day (YYYY-MM-DD) of an instant. */
export function sampleDayOf(instant: Date): string {
  return sampleWallClock(instant).toISOString().slice(0, 10)
}

/**
 * The sample clock: it reads `start` when the page opens and runs on with the time the visitor spends there,
 * but stops at `end` (the last minute of the sample day), so every time it stamps is on that day.
 */
export function sampleClock(start: string, elapsedMs: number, end: string): Date {
  const opened = Date.parse(start)
  return new Date(Math.min(opened + Math.max(0, elapsedMs), Date.parse(end)))
}
