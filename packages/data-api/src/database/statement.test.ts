import { describe, expect, it } from 'vitest'
import { identifier, inlined, join, NulCharacterError, parameterized, raw, sql } from './statement.ts'

const statement = sql`select ${join([identifier('a"b'), raw('c')], ', ')} from t where x = ${"it's"} and y = ${null} and z = ${'C:\\path'}`

describe('statements', () => {
  it('render with $n parameters', () => {
    expect(parameterized(statement)).toEqual({
      text: 'select "a""b", c from t where x = $1 and y = $2 and z = $3',
      params: ["it's", null, 'C:\\path'],
    })
  })

  it('render with quoted literals', () => {
    expect(inlined(statement)).toBe(
      `select "a""b", c from t where x = 'it''s' and y = null and z =  E'C:\\\\path'`,
    )
  })

  it('splice nested statements with their values in order', () => {
    const nested = sql`a ${'1'} ${sql`b ${'2'}`} c ${'3'}`
    expect(parameterized(nested)).toEqual({ text: 'a $1 b $2 c $3', params: ['1', '2', '3'] })
  })

  it('refuse a NUL character as PostgreSQL would', () => {
    expect(() => inlined(sql`select ${'a\u0000b'}`)).toThrow(NulCharacterError)
  })
})
