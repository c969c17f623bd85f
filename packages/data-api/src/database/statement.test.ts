import { describe, expect, it } from 'vitest'
import { executed, identifier, join, NulCharacterError, parameterized, raw, sql } from './statement.ts'

const statement = sql`select ${join([identifier('a"b'), raw('c')], ', ')} from t where x = ${"it's"} and y = ${null} and z = ${'C:\\path'}`

describe('statements', () => {
  it('render with $n parameters', () => {
    expect(parameterized(statement)).toEqual({
      text: 'select "a""b", c from t where x = $1 and y = $2 and z = $3',
      params: ["it's", null, 'C:\\path'],
    })
  })

  it('render as EXECUTE of the prepared statement, the values as quoted literals', () => {
    expect(executed('s1', statement)).toBe(`execute s1('it''s', null,  E'C:\\\\path')`)
    expect(executed('s2', raw('select 1'))).toBe('execute s2')
  })

  it('splice nested statements with their values in order', () => {
    const nested = sql`a ${'1'} ${sql`b ${'2'}`} c ${'3'}`
    expect(parameterized(nested)).toEqual({ text: 'a $1 b $2 c $3', params: ['1', '2', '3'] })
  })

  it('refuse a NUL character as PostgreSQL would', () => {
    expect(() => executed('s1', sql`select ${'a\u0000b'}`)).toThrow(NulCharacterError)
  })
})
