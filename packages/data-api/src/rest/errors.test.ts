import { describe, expect, it } from 'vitest'
import { fromDatabaseError, statusForSqlState } from './errors.ts'

describe('statusForSqlState', () => {
  it.each([
    ['23505', '', false, 409],
    ['23503', '', false, 409],
    ['23514', '', false, 400],
    ['23502', '', false, 400],
    ['22001', '', false, 400],
    ['22P02', '', false, 400],
    ['42703', '', false, 400],
    ['42501', '', true, 401],
    ['42501', '', false, 403],
    ['22023', 'role "x" does not exist', false, 401],
    ['22023', 'invalid value', false, 400],
    ['21000', 'DELETE requires a WHERE clause', false, 400],
    ['21000', 'more than one row returned by a subquery', false, 500],
    ['42P01', '', false, 404],
    ['42883', '', false, 404],
    ['25006', '', false, 405],
    ['08006', '', false, 503],
    ['53300', '', false, 503],
    ['53400', '', false, 500],
    ['57P01', '', false, 503],
    ['P0001', '', false, 400],
    ['P0002', '', false, 500],
    ['PT402', '', false, 402],
    ['XX000', '', false, 500],
  ])('%s (%s, anonymous %s) → %i', (code, message, anonymous, status) => {
    expect(statusForSqlState(code, message, anonymous)).toBe(status)
  })
})

describe('fromDatabaseError', () => {
  it('keeps the PostgreSQL fields and asks for a bearer token on 401', () => {
    const error = fromDatabaseError({ code: '42501', message: 'permission denied for table t' }, true)
    expect(error.status).toBe(401)
    expect(error.body).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table t',
    })
    expect(error.headers).toEqual({ 'Proxy-Status': 'PostgREST; error=42501', 'WWW-Authenticate': 'Bearer' })
  })
})
