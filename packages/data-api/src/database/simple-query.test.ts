import { describe, expect, it } from 'vitest'
import { PostgresError, queryMessage, readResults } from './simple-query.ts'

// Backend messages as PostgreSQL writes them: a type byte, a length counting itself, the body.
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff])
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeInt32BE(value)
  return bytes
}
const cstring = (text: string) => Buffer.from(`${text}\0`)
const message = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body)
  return Buffer.concat([Buffer.from(type), int32(content.length + 4), content])
}
const rowDescription = (...names: string[]) =>
  message('T', int16(names.length), ...names.flatMap((name) => [cstring(name), Buffer.alloc(18)]))
const dataRow = (...values: (string | null)[]) =>
  message(
    'D',
    int16(values.length),
    ...values.flatMap((value) =>
      value === null ? [int32(-1)] : [int32(Buffer.byteLength(value)), Buffer.from(value)],
    ),
  )
const commandComplete = (tag: string) => message('C', cstring(tag))
const fields = (entries: Record<string, string>) =>
  Object.entries(entries).map(([code, value]) => cstring(`${code}${value}`))
const errorResponse = (entries: Record<string, string>) => message('E', ...fields(entries), Buffer.from([0]))
const notice = message('N', ...fields({ S: 'NOTICE', V: 'NOTICE', C: '00000', M: 'hello' }), Buffer.from([0]))
const readyForQuery = message('Z', Buffer.from('I'))

describe('queryMessage', () => {
  it("is 'Q', the length in bytes (UTF-8) counting itself, and the text ending in NUL", () => {
    expect([...queryMessage('select 1')]).toEqual([
      ...Buffer.from('Q'),
      0,
      0,
      0,
      13,
      ...Buffer.from('select 1'),
      0,
    ])
    expect(Buffer.from(queryMessage('select é')).readInt32BE(1)).toBe(4 + Buffer.byteLength('select é') + 1)
  })
})

describe('readResults', () => {
  it.each([
    {
      name: 'rows by column name, values as text, null as null, the count of the tag',
      response: [rowDescription('body', 'note'), dataRow('[{"a":"ü"}]', null), commandComplete('SELECT 1')],
      results: [{ rows: [{ body: '[{"a":"ü"}]', note: null }], rowCount: 1 }],
    },
    {
      name: 'the rows a write reports (INSERT carries an oid first)',
      response: [commandComplete('INSERT 0 3'), commandComplete('UPDATE 2')],
      results: [
        { rows: [], rowCount: 3 },
        { rows: [], rowCount: 2 },
      ],
    },
    {
      name: 'a select without columns, and a tag without a count',
      response: [rowDescription(), dataRow(), commandComplete('SELECT 1'), commandComplete('PREPARE')],
      results: [
        { rows: [{}], rowCount: 1 },
        { rows: [], rowCount: 0 },
      ],
    },
    {
      name: 'notices and the ready message are no results',
      response: [notice, rowDescription('n'), dataRow('1'), dataRow('2'), commandComplete('SELECT 2')],
      results: [{ rows: [{ n: '1' }, { n: '2' }], rowCount: 2 }],
    },
  ])('reads $name', ({ response, results }) => {
    expect(readResults(Buffer.concat([...response, readyForQuery]))).toEqual(results)
  })

  it('throws the error with its code, message, detail and hint, whatever came before', () => {
    const response = Buffer.concat([
      commandComplete('SELECT 1'),
      errorResponse({
        S: 'FEHLER',
        V: 'ERROR',
        C: '23505',
        M: 'duplicate key value violates unique constraint "t_pkey"',
        D: 'Key (id)=(1) already exists.',
        H: 'Try another id.',
      }),
      readyForQuery,
    ])
    const error = (() => {
      try {
        readResults(response)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(PostgresError)
    expect(error).toMatchObject({
      severity: 'ERROR',
      code: '23505',
      message: 'duplicate key value violates unique constraint "t_pkey"',
      detail: 'Key (id)=(1) already exists.',
      hint: 'Try another id.',
      completed: 1,
    })
  })

  it('leaves detail and hint undefined when PostgreSQL sends none', () => {
    const response = Buffer.concat([errorResponse({ S: 'ERROR', C: '22P02', M: 'bad' }), readyForQuery])
    expect(() => readResults(response)).toThrow(
      expect.objectContaining({ code: '22P02', detail: undefined, hint: undefined }),
    )
  })
})
