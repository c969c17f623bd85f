// Spelled out rather than printed by Intl.NumberFormat or toLocaleString, for the reason given in
// format-date.ts (a phone's first Intl object costs it 55–90 ms). format-number.test.ts checks them against Intl.

/** Thousands separated by commas: 2418 → "2,418", 1234.5 → "1,234.5" (at most `maximumFractionDigits`). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  const decimals = fraction.replace(/0+$/, '')
  const digits = decimals ? `${grouped}.${decimals}` : grouped
  return value < 0 && digits !== '0' ? `-${digits}` : digits
}

/** Whole pounds: 250000 → "£250,000", -1500 → "-£1,500". */
export function formatGbp(amount: number): string {
  const digits = formatNumber(Math.abs(amount), 0)
  return amount < 0 && digits !== '0' ? `-£${digits}` : `£${digits}`
}

/**
 * Pounds in thousands or millions, as both previews print amounts beside each other (a raise, a cheque, a
 * portfolio's value): 45600 → "£45.6k", 750000 → "£750k", 2660000 → "£2.66M", trailing zeros dropped; under
 * £1,000 in whole pounds. Lower-case k and capital M, as UK startup and fund reports write them. Spelled out
 * because Intl's compact notation differs between ICU builds (£2.64m in Node, £2.64M in Chrome).
 */
export function formatGbpCompact(amount: number): string {
  const sign = amount < 0 ? '-' : ''
  const size = Math.abs(amount)
  const thousands = Number((size / 1000).toFixed(1))
  // Chosen by the rounded figure, so £999,960 reads "£1M", not "£1000k".
  if (thousands >= 1000) return `${sign}£${Number((size / 1_000_000).toFixed(2))}M`
  if (thousands >= 1) return `${sign}£${thousands}k`
  return formatGbp(amount)
}
