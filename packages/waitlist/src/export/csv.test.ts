import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../test/parse-csv.ts'
import { csvField, csvRecord } from './csv.ts'

describe('csvField', () => {
  it.each([
    { value: '', field: '' },
    { value: 'Ada Lovelace', field: 'Ada Lovelace' },
    { value: 'Lovelace, Ada', field: '"Lovelace, Ada"' },
    { value: 'The "Engine"', field: '"The ""Engine"""' },
    { value: 'line\nbreak', field: '"line\nbreak"' },
    { value: 'carriage\rreturn', field: '"carriage\rreturn"' },
    { value: 'crlf\r\nbreak', field: '"crlf\r\nbreak"' },
    { value: "O'Brien; Müller", field: "O'Brien; Müller" },
    { value: '=HYPERLINK("http://evil")', field: '"\'=HYPERLINK(""http://evil"")"' },
    { value: '+1 555', field: "'+1 555" },
    { value: '-2', field: "'-2" },
    { value: '@SUM(A1)', field: "'@SUM(A1)" },
    { value: '\tindented', field: "'\tindented" },
    { value: 'a=b', field: 'a=b' },
  ])('writes $value as $field', ({ value, field }) => {
    expect(csvField(value)).toBe(field)
  })
})

describe('csvRecord', () => {
  it('ends every record with CRLF (RFC 4180)', () => {
    expect(csvRecord(['a', 'b'])).toBe('a,b\r\n')
    expect(csvRecord([''])).toBe('\r\n')
  })

  it('reads back as the same fields with a standard CSV reader', () => {
    const fields = [
      'plain',
      'comma, inside',
      'quote " inside',
      'multi\r\nline',
      '',
      'semi; colon',
      'émoji 🚀',
    ]
    expect(parseCsv(csvRecord(fields) + csvRecord(['x']))).toEqual([fields, ['x']])
  })
})
