import { describe, expect, it } from 'vitest'
import { parseCsv } from '../test/parse-csv.ts'
import { type CsvCell, csvField, csvRecord, toCsv } from './csv.ts'

describe('csvField', () => {
  it.each<{ cell: CsvCell; field: string }>([
    { cell: '', field: '' },
    { cell: 'Ada Lovelace', field: 'Ada Lovelace' },
    { cell: 'Lovelace, Ada', field: '"Lovelace, Ada"' },
    { cell: 'The "Engine"', field: '"The ""Engine"""' },
    { cell: 'line\nbreak', field: '"line\nbreak"' },
    { cell: 'carriage\rreturn', field: '"carriage\rreturn"' },
    { cell: 'crlf\r\nbreak', field: '"crlf\r\nbreak"' },
    { cell: "O'Brien; Müller", field: "O'Brien; Müller" },
    { cell: '£2.5M', field: '£2.5M' },
    { cell: '=HYPERLINK("http://evil")', field: '"\'=HYPERLINK(""http://evil"")"' },
    { cell: '+1 555', field: "'+1 555" },
    { cell: '-2%', field: "'-2%" },
    { cell: '@SUM(A1)', field: "'@SUM(A1)" },
    { cell: '\tindented', field: "'\tindented" },
    { cell: '\rreturn first', field: `"'\rreturn first"` },
    { cell: 'a=b', field: 'a=b' },
    // Where Excel splits lines at semicolons, each part after one is a cell of its own.
    { cell: "x;-1+cmd|' /C calc'!A0", field: "x;'-1+cmd|' /C calc'!A0" },
    { cell: 'Ada;=WEBSERVICE("http://evil")', field: '"Ada;\'=WEBSERVICE(""http://evil"")"' },
    { cell: ';@SUM(A1)', field: ";'@SUM(A1)" },
    { cell: '=1;+2', field: "'=1;'+2" },
    { cell: 42, field: '42' },
    { cell: -1.5, field: '-1.5' },
    { cell: 0, field: '0' },
    { cell: Number.NaN, field: '' },
    { cell: Number.POSITIVE_INFINITY, field: '' },
  ])('writes $cell as $field', ({ cell, field }) => {
    expect(csvField(cell)).toBe(field)
  })
})

describe('csvRecord', () => {
  it('ends every record with CRLF (RFC 4180)', () => {
    expect(csvRecord(['a', 'b'])).toBe('a,b\r\n')
    expect(csvRecord([''])).toBe('\r\n')
    expect(csvRecord(['Ledgerly', 1200])).toBe('Ledgerly,1200\r\n')
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

describe('toCsv', () => {
  it.each<{ rows: CsvCell[][]; text: string }>([
    { rows: [], text: '' },
    { rows: [['Name', 'Value']], text: 'Name,Value\r\n' },
    {
      rows: [
        ['Name', 'Value'],
        ['Ledgerly', 1200],
      ],
      text: 'Name,Value\r\nLedgerly,1200\r\n',
    },
  ])('writes $rows.length rows, each ended by CRLF', ({ rows, text }) => {
    expect(toCsv(rows)).toBe(text)
  })
})
