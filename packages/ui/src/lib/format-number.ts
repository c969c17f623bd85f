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
