/** The time zone the sample's companies and clocks live in (the sample startups and funds are London-based). */
export const SAMPLE_TIME_ZONE = 'Europe/London'

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAMPLE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The London calendar day (YYYY-MM-DD) of an instant. */
export function sampleDayOf(instant: Date): string {
  return londonDay.format(instant)
}

/**
 * The sample clock: it reads `start` when the page opens and runs on with the time the visitor spends there,
 * but stops at `end` (the last minute of the sample day), so every time it stamps is on that day.
 */
export function sampleClock(start: string, elapsedMs: number, end: string): Date {
  const opened = Date.parse(start)
  return new Date(Math.min(opened + Math.max(0, elapsedMs), Date.parse(end)))
}
