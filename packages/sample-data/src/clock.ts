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
 * but never past the end of the sample day, so every time it stamps is on that day.
 */
export function sampleClock(start: string, elapsedMs: number): Date {
  const opened = new Date(start)
  const day = sampleDayOf(opened)
  // A day at most: from there the last minute of the sample day is at most 1,440 one-minute steps back.
  const later = new Date(opened.getTime() + Math.min(Math.max(0, elapsedMs), 86_400_000))
  let stamp = later
  while (sampleDayOf(stamp) !== day) stamp = new Date(stamp.getTime() - 60_000)
  return stamp
}
