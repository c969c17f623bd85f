// Sample dates are calendar days (YYYY-MM-DD); reading and printing them in UTC keeps the day the same in every
// time zone. Month first, as the product writes dates ("May 1, 2025", "June 3 - June 10, 2025"), in both
// previews alike.
/** The start (UTC) of an ISO calendar day. */
export const isoDayToDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' })
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' })

/** "Jun 12" */
export const formatShortDate = (isoDay: string) => shortDate.format(isoDayToDate(isoDay))
/** "Jun 12, 2025" */
export const formatDate = (isoDay: string) => mediumDate.format(isoDayToDate(isoDay))
/** "June 12, 2025" */
export const formatLongDate = (isoDay: string) => longDate.format(isoDayToDate(isoDay))
/** "Tuesday, June 10, 2025" */
export const formatFullDate = (isoDay: string) => fullDate.format(isoDayToDate(isoDay))
/** "Thu" */
export const formatWeekday = (isoDay: string) => weekday.format(isoDayToDate(isoDay))
