import { SAMPLE_TIME_ZONE } from '@app/sample-data/clock'

const count = new Intl.NumberFormat('en-GB')
/** "2,418" */
export const formatCount = (value: number) => count.format(value)

// The sample's clocks read London time whatever the visitor's time zone, so a prerendered page and the browser
// print the same text.
const clockTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SAMPLE_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
})
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SAMPLE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** "9:31 AM": an instant (ISO string) as a time of day on the sample clock. */
export const formatSampleTime = (instant: string) => clockTime.format(new Date(instant))

/** "Jun 10, 9:14 AM": an instant (ISO string) as a day and time on the sample clock. */
export const formatSampleDayAndTime = (instant: string) => dayAndTime.format(new Date(instant))
