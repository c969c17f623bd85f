import { describe, expect, it } from 'vitest'
import { jwtClaims } from './jwt-claims.ts'
import { isLocalUrl } from './local-url.ts'

describe('isLocalUrl', () => {
  it.each([
    ['http://localhost:8080', true],
    ['http://app.localhost:8080', true],
    ['http://127.0.0.1:54321', true],
    ['http://127.1.2.3/', true],
    ['http://[::1]:54321', true],
    ['http://0.0.0.0:8080', true],
    ['postgresql://postgres@127.0.0.1:5432/postgres', true],
    ['https://abcd.supabase.co', false],
    ['https://localhost.example.com', false],
    ['http://127.0.0.1.example.com', false],
    ['http://10.0.0.5:54321', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalUrl(url)).toBe(local)
  })
})

const token = (payload: string) =>
  ['{"alg":"HS256"}', payload, 'sig'].map((part) => Buffer.from(part).toString('base64url')).join('.')

describe('jwtClaims', () => {
  it.each([
    ['a JWT with claims', token('{"role":"anon"}'), { role: 'anon' }],
    ['a JWT whose payload is an array', token('[1]'), undefined],
    ['a JWT whose payload is a string', token('"anon"'), undefined],
    ['a JWT whose payload is not JSON', token('role=anon'), undefined],
    ['a new-format key', 'sb_publishable_abc', undefined],
    ['two parts', 'a.b', undefined],
  ])('%s', (_, key, claims) => {
    expect(jwtClaims(key)).toEqual(claims)
  })
})
