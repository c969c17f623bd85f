import { isoDayToDate } from '@app/ui/lib/format-date'
import { formatGbp } from '@app/ui/lib/format-number'

// Intl's compact notation differs between ICU builds (£2.64m in Node, £2.64M elsewhere), so it is spelled out.
const compactUnits = [
  { size: 1_000_000, suffix: 'M', digits: 2 },
  { size: 1_000, suffix: 'K', digits: 1 },
] as const

/** £2.64M, £750K, £1.5M: amounts in the style of fund reports, trailing zeros dropped. */
export function formatGbpCompact(amount: number): string {
  const unit = compactUnits.find(({ size }) => Math.abs(amount) >= size)
  if (!unit) return formatGbp(amount)
  return `£${Number((amount / unit.size).toFixed(unit.digits))}${unit.suffix}`
}

const DAY_MS = 86_400_000

/** Whether an ISO day falls within the seven days ending on `today` (inclusive). */
export function isWithinLastWeek(isoDay: string, today: string): boolean {
  const age = (isoDayToDate(today).getTime() - isoDayToDate(isoDay).getTime()) / DAY_MS
  return age >= 0 && age < 7
}
