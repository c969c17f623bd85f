import { formatSignedPercent } from '@app/ui/lib/format-percent'

/**
 * Monthly recurring revenue (GBP), the one source of every MRR figure the founder screens print: the Key
 * Metrics' Total Revenue and its weekly change, the Progress card and its monthly change, the quarter's objective
 * on the dashboard, the milestone and the coach's advice. It grows about 7.4 % a month, 1.7 % a week.
 */
export const founderMrr = {
  /** Early January, when the agency plan launched. */
  january: 31_000,
  /** 1 April, the start of the quarter the OKR covers. */
  quarterStart: 39_000,
  /** A month ago (May 10). */
  monthAgo: 42_460,
  /** A week ago (June 3). */
  weekAgo: 44_850,
  /** Today (June 10). */
  current: 45_600,
  /** The quarter's objective, due 30 June. */
  quarterTarget: 55_000,
} as const

const percentChange = (now: number, before: number) => formatSignedPercent(now / before - 1)

/** MRR growth as the screens print it, each with the period it is measured over. */
export const founderMrrGrowth = {
  month: percentChange(founderMrr.current, founderMrr.monthAgo),
  week: percentChange(founderMrr.current, founderMrr.weekAgo),
} as const
