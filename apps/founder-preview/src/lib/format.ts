// Sample dates are calendar days (YYYY-MM-DD); reading and printing them in UTC keeps the day the same in
// every time zone.
const toDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' })
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' })

/** "Jun 12" */
export const formatShortDate = (isoDay: string) => shortDate.format(toDate(isoDay))
/** "June 12, 2025" */
export const formatLongDate = (isoDay: string) => longDate.format(toDate(isoDay))
/** "Tuesday, June 10, 2025" */
export const formatFullDate = (isoDay: string) => fullDate.format(toDate(isoDay))
/** "Thu" */
export const formatWeekday = (isoDay: string) => weekday.format(toDate(isoDay))

const count = new Intl.NumberFormat('en-GB')
/** "2,418" */
export const formatCount = (value: number) => count.format(value)
