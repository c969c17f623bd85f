/** A spreadsheet cell: text, or a number written as is (a non-finite number as an empty field). */
export type CsvCell = string | number

/** RFC 4180 line break, which Excel and every CSV reader accept. */
const CRLF = '\r\n'

/**
 * Spreadsheets run a cell starting with one of these as a formula. Exports carry text that came from a public
 * form, so such a cell gets a leading apostrophe (OWASP's CSV-injection advice). Excel set to a language whose
 * list separator is the semicolon (Portuguese, German, French, …) splits each line at every `;`, quoted or not,
 * so the part of a text after a semicolon starts a cell there: it gets the apostrophe too.
 */
const FORMULA_START = /(^|;)(?=[=+\-@\t\r])/g

/** One field: quoted when it holds a quote, comma or line break, with quotes doubled (RFC 4180). */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  const safe = cell.replace(FORMULA_START, "$1'")
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One record: the fields joined by commas, ended by CRLF. */
export const csvRecord = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}${CRLF}`

/** Rows (the first one usually the header) as CSV text, every record ended by CRLF. */
export const toCsv = (rows: readonly (readonly CsvCell[])[]) => rows.map(csvRecord).join('')
