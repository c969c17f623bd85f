/**
 * An independent RFC 4180 reader for the tests (quoted fields, doubled quotes, CRLF inside quotes), so the
 * CSV writer is checked against the standard rather than against itself.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') {
        quoted = false
      } else {
        field += char
      }
    } else if (char === '"' && field === '') {
      quoted = true
    } else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index += 1
    } else {
      field += char
    }
  }
  if (field !== '' || record.length > 0) throw new Error('CSV does not end with CRLF')
  return records
}
