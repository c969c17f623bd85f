import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'

describe('readEnv', () => {
  it('reads the variables the CLI honours, treating empty ones as unset', () => {
    expect(
      readEnv({
        PORT: '0',
        DATA_DIR: '/tmp/db',
        DATABASE_URL: 'postgresql://postgres@127.0.0.1/postgres',
        JWT_SECRET: '',
      }),
    ).toEqual({ PORT: 0, DATA_DIR: '/tmp/db', DATABASE_URL: 'postgresql://postgres@127.0.0.1/postgres' })
  })

  it.each([
    { PORT: 'eighty' },
    { PORT: '70000' },
    { DATABASE_URL: 'mysql://localhost/db' },
    { JWT_SECRET: 'too-short' },
  ])('refuses %o', (env) => {
    expect(() => readEnv(env)).toThrow(/Invalid Data API environment/)
  })
})
