import { formatCount } from '../numbers.ts'
import { isSmallSample, shareOf } from './aggregate.ts'

export const percent = (share: number) => `${Math.round(share * 100)}%`

/** "31% (78)"; for a small base the count alone, "12 of 25", so a noisy percentage is not over-read. */
export function shareText(count: number, base: number): string {
  return isSmallSample(base)
    ? `${formatCount(count)} of ${formatCount(base)}`
    : `${percent(shareOf(count, base))} (${formatCount(count)})`
}

/** "31% of respondents (78)", or "12 of 25 respondents" for a small base. */
export function shareSentence(count: number, base: number, whom: string): string {
  return isSmallSample(base)
    ? `${formatCount(count)} of ${formatCount(base)} ${whom}`
    : `${percent(shareOf(count, base))} of ${whom} (${formatCount(count)})`
}

export const formatDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
