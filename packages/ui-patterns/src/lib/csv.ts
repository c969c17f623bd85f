export type CsvCell = string | number

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet would
 * run as a formula (= + - @ tab CR at the start) is prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Rows (the first one the header) as CSV text with CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/** Saves `rows` as `filename` through the browser's download (nothing leaves the browser). */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  // The byte-order mark makes Excel read the file as UTF-8 (the £ signs).
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
