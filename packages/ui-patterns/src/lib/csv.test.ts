import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv.ts'

describe('csvField', () => {
  it.each([
    { cell: 'plain', field: 'plain' },
    { cell: 42, field: '42' },
    { cell: -1.5, field: '-1.5' },
    { cell: Number.NaN, field: '' },
    { cell: 'a,b', field: '"a,b"' },
    { cell: 'say "hi"', field: '"say ""hi"""' },
    { cell: 'two\nlines', field: '"two\nlines"' },
    { cell: '=HYPERLINK("x")', field: `"'=HYPERLINK(""x"")"` },
    { cell: '+1', field: "'+1" },
    { cell: '-2%', field: "'-2%" },
    { cell: '@cmd', field: "'@cmd" },
    { cell: '£2.5M', field: '£2.5M' },
  ])('$cell → $field', ({ cell, field }) => {
    expect(csvField(cell)).toBe(field)
  })
})

describe('toCsv', () => {
  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['Name', 'Value'],
        ['Ledgerly', 1200],
      ]),
    ).toBe('Name,Value\r\nLedgerly,1200\r\n')
  })
})
