import { describe, expect, it } from 'vitest'
import { createEncoder, type exportFormats } from './encoders.ts'

const rows = [
  { id: 1, name: 'Ada', tags: ['a', 'b'] },
  { id: 2, name: 'Line\nbreak, "quoted"', tags: [] },
]

function encode(format: (typeof exportFormats)[number], input: typeof rows) {
  const encoder = createEncoder(format)
  return encoder.start(['id', 'name', 'tags']) + input.map((row) => encoder.row(row)).join('') + encoder.end()
}

describe('encoders', () => {
  it.each([0, 1, 2])('json: %i rows make a valid JSON array', (count) => {
    expect(JSON.parse(encode('json', rows.slice(0, count)))).toEqual(rows.slice(0, count))
  })

  it('json: one row per line', () => {
    expect(encode('json', rows).split('\n')).toHaveLength(rows.length + 2)
  })

  it('ndjson: one JSON object per line', () => {
    const lines = encode('ndjson', rows).split('\n')
    expect(lines.at(-1)).toBe('')
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toEqual(rows)
  })

  it('csv: a header, then one record per row', () => {
    expect(encode('csv', rows)).toBe('id,name,tags\r\n1,Ada,a; b\r\n2,"Line\nbreak, ""quoted""",\r\n')
  })

  it('csv: an empty table is its header alone', () => {
    expect(encode('csv', [])).toBe('id,name,tags\r\n')
  })
})
