import { describe, expect, it } from 'vitest'
import { createPreparedStatements } from './prepared-statements.ts'
import { join, NulCharacterError, raw, type Statement, sql } from './statement.ts'

const settings = sql`select set_config('role', ${'anon'}, true)`
const insert = (email: string) => sql`insert into t (email) values (${email})`
const lines = (message: { sql: string }) => message.sql.split(';\n')
/** Builds a message and runs it to its end, as PostgreSQL does when no statement fails. */
const ranAll = (
  preparedMessage: ReturnType<typeof createPreparedStatements>,
  statements: readonly Statement[],
) => {
  const message = preparedMessage(statements)
  message.ran(lines(message).length)
  return message
}

describe('createPreparedStatements', () => {
  it('prepares each shape right before its first EXECUTE, and only executes it from then on', () => {
    const preparedMessage = createPreparedStatements(10)
    const first = ranAll(preparedMessage, [settings, insert('a@example.com')])
    expect(lines(first)).toEqual([
      "prepare pgrst_statement_1 as select set_config('role', $1, true)",
      "execute pgrst_statement_1('anon')",
      'prepare pgrst_statement_2 as insert into t (email) values ($1)',
      "execute pgrst_statement_2('a@example.com')",
    ])
    expect(first.executes).toEqual([1, 3])
    const second = preparedMessage([settings, insert('b@example.com')])
    expect(lines(second)).toEqual([
      "execute pgrst_statement_1('anon')",
      "execute pgrst_statement_2('b@example.com')",
    ])
    expect(second.executes).toEqual([0, 1])
  })

  it('prepares a shape once when a message holds it twice', () => {
    const message = createPreparedStatements(10)([insert('a@example.com'), insert('b@example.com')])
    expect(lines(message)).toEqual([
      'prepare pgrst_statement_1 as insert into t (email) values ($1)',
      "execute pgrst_statement_1('a@example.com')",
      "execute pgrst_statement_1('b@example.com')",
    ])
    expect(message.executes).toEqual([1, 2])
  })

  it('counts a shape as prepared only when its PREPARE completed before an error', () => {
    const preparedMessage = createPreparedStatements(10)
    // The first EXECUTE failed (an unknown role, say): the settings are prepared, the insert is not.
    preparedMessage([settings, insert('a@example.com')]).ran(1)
    expect(lines(preparedMessage([settings, insert('a@example.com')]))).toEqual([
      "execute pgrst_statement_1('anon')",
      'prepare pgrst_statement_3 as insert into t (email) values ($1)',
      "execute pgrst_statement_3('a@example.com')",
    ])
  })

  it('deallocates a shape of more than a thousand values after its one run, keeping the others', () => {
    const preparedMessage = createPreparedStatements(10)
    const emails = Array.from({ length: 1001 }, (_, index) => `${index}@example.com`)
    const many = sql`insert into t (email) select unnest(array[${join(
      emails.map((email) => sql`${email}`),
      ', ',
    )}])`
    ranAll(preparedMessage, [settings, many])
    expect(lines(preparedMessage([settings])).slice(0, 2)).toEqual([
      'deallocate pgrst_statement_2',
      "execute pgrst_statement_1('anon')",
    ])
  })

  it('deallocates the least recently used shapes beyond the limit at the start of the next message', () => {
    const preparedMessage = createPreparedStatements(2)
    const [a, b, c] = [raw('select 1'), raw('select 2'), raw('select 3')]
    ranAll(preparedMessage, [a])
    ranAll(preparedMessage, [b])
    ranAll(preparedMessage, [a])
    ranAll(preparedMessage, [c])
    const next = ranAll(preparedMessage, [a])
    expect(lines(next)).toEqual(['deallocate pgrst_statement_2', 'execute pgrst_statement_1'])
    expect(next.executes).toEqual([1])
    expect(lines(ranAll(preparedMessage, [b]))).toEqual([
      'prepare pgrst_statement_4 as select 2',
      'execute pgrst_statement_4',
    ])
    expect(lines(preparedMessage([a]))).toEqual(['deallocate pgrst_statement_3', 'execute pgrst_statement_1'])
  })

  it('deallocates again what a failed message did not get to, but not the name that failed', () => {
    const preparedMessage = createPreparedStatements(1)
    ranAll(preparedMessage, [raw('select 1')])
    ranAll(preparedMessage, [raw('select 2'), raw('select 3')])
    // Statements 1 and 2 now wait to be deallocated; the first DEALLOCATE fails.
    preparedMessage([raw('select 3')]).ran(0)
    expect(lines(preparedMessage([raw('select 3')]))).toEqual([
      'deallocate pgrst_statement_2',
      'execute pgrst_statement_3',
    ])
  })

  it('leaves the deallocations to the next message when a statement cannot be sent (a NUL in a value)', () => {
    const preparedMessage = createPreparedStatements(1)
    ranAll(preparedMessage, [raw('select 1')])
    ranAll(preparedMessage, [raw('select 2')])
    expect(() => preparedMessage([insert('a\u0000b')])).toThrow(NulCharacterError)
    expect(lines(preparedMessage([raw('select 2')]))).toEqual([
      'deallocate pgrst_statement_1',
      'execute pgrst_statement_2',
    ])
  })
})
