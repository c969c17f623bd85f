import { isoDayToDate } from '@app/ui/lib/format-date'

const DAY_MS = 86_400_000

/** Whether an ISO day falls within the seven days ending on `today` (inclusive). */
export function isWithinLastWeek(isoDay: string, today: string): boolean {
  const age = (isoDayToDate(today).getTime() - isoDayToDate(isoDay).getTime()) / DAY_MS
  return age >= 0 && age < 7
}
