// Sample dates are calendar days (YYYY-MM-DD); reading and printing them in UTC keeps the day the same in every
// time zone. Month first, as the product writes dates ("May 1, 2025", "June 3 - June 10, 2025"), in both
// previews alike.
//
// Spelled out rather than printed by Intl.DateTimeFormat: the first Intl object a page makes costs a phone with
// a 4x slower CPU 55–90 ms of its main thread (the browser loads its locale data), on every preview screen, and
// these few English formats never change. format-date.test.ts checks each one against Intl, day by day.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** The start (UTC) of an ISO calendar day. */
export const isoDayToDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)

const monthOf = (date: Date) => MONTHS[date.getUTCMonth()] ?? ''
const shortMonthOf = (date: Date) => monthOf(date).slice(0, 3)

/** "Jun": the month of a day in three letters. */
export const formatShortMonth = (isoDay: string) => shortMonthOf(isoDayToDate(isoDay))
/** "Jun 12" */
export const formatShortDate = (isoDay: string) => {
  const date = isoDayToDate(isoDay)
  return `${shortMonthOf(date)} ${date.getUTCDate()}`
}
/** "Jun 12, 2025" */
export const formatDate = (isoDay: string) =>
  `${formatShortDate(isoDay)}, ${isoDayToDate(isoDay).getUTCFullYear()}`
/** "June 12" */
export const formatMonthDay = (isoDay: string) => {
  const date = isoDayToDate(isoDay)
  return `${monthOf(date)} ${date.getUTCDate()}`
}
/** "June 12, 2025" */
export const formatLongDate = (isoDay: string) =>
  `${formatMonthDay(isoDay)}, ${isoDayToDate(isoDay).getUTCFullYear()}`
/** "Tuesday, June 10, 2025" */
export const formatFullDate = (isoDay: string) =>
  `${WEEKDAYS[isoDayToDate(isoDay).getUTCDay()]}, ${formatLongDate(isoDay)}`
/** "Thu" */
export const formatWeekday = (isoDay: string) =>
  (WEEKDAYS[isoDayToDate(isoDay).getUTCDay()] ?? '').slice(0, 3)
/** "Jun 2025" */
export const formatMonthYear = (isoDay: string) => {
  const date = isoDayToDate(isoDay)
  return `${shortMonthOf(date)} ${date.getUTCFullYear()}`
}
/** "12 Jun": day first, where a chart's axis labels a day. */
export const formatDayMonth = (isoDay: string) => {
  const date = isoDayToDate(isoDay)
  return `${date.getUTCDate()} ${shortMonthOf(date)}`
}

/** "9:31 AM": a wall-clock time held in a Date's UTC fields. */
export function formatClockTime(wallClock: Date): string {
  const hours = wallClock.getUTCHours()
  const minutes = String(wallClock.getUTCMinutes()).padStart(2, '0')
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}
