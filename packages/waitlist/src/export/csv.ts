/** RFC 4180 line break, which Excel and every CSV reader accept. */
const CRLF = '\r\n'

/**
 * Spreadsheets run a cell starting with one of these as a formula. Registrations come from a public form, so
 * such a cell gets a leading apostrophe (OWASP's CSV-injection advice); the JSON export keeps exact values.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One field: quoted when it holds a quote, comma or line break, with quotes doubled (RFC 4180). */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvRecord = (fields: readonly string[]) => `${fields.map(csvField).join(',')}${CRLF}`
