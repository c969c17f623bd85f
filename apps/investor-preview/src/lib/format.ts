// Sample dates are plain ISO days; formatting them in UTC keeps every viewer's time zone on the same day.
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })

const asUtcDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)

/** 12 Jun 2025 */
export const formatDate = (isoDay: string) => shortDate.format(asUtcDate(isoDay))
/** Monday, 16 June 2025 */
export const formatLongDate = (isoDay: string) => longDate.format(asUtcDate(isoDay))
/** £250,000 */
export const formatGbp = (amount: number) => gbp.format(amount)
// Intl's compact notation differs between ICU builds (£2.64m in Node, £2.64M elsewhere), so it is spelled out.
const compactUnits = [
  { size: 1_000_000, suffix: 'M', digits: 2 },
  { size: 1_000, suffix: 'K', digits: 1 },
] as const

/** £2.64M, £750K, £1.5M: amounts in the style of fund reports, trailing zeros dropped. */
export function formatGbpCompact(amount: number): string {
  const unit = compactUnits.find(({ size }) => Math.abs(amount) >= size)
  if (!unit) return gbp.format(amount)
  return `£${Number((amount / unit.size).toFixed(unit.digits))}${unit.suffix}`
}

/** A ratio as a signed percentage with one decimal: 0.2847 → +28.5% */
export function formatSignedPercent(ratio: number): string {
  const percent = (ratio * 100).toFixed(1)
  return ratio >= 0 ? `+${percent}%` : `${percent.replace('-', '−')}%`
}

const DAY_MS = 86_400_000

/** Whether an ISO day falls within the seven days ending on `today` (inclusive). */
export function isWithinLastWeek(isoDay: string, today: string): boolean {
  const age = (asUtcDate(today).getTime() - asUtcDate(isoDay).getTime()) / DAY_MS
  return age >= 0 && age < 7
}
