import { type CsvCell, toCsv } from '@app/csv'

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
