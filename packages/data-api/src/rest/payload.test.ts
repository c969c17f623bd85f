import { describe, expect, it } from 'vitest'
import { insertPayload, updatePayload } from './payload.ts'
import { NotUtf8Body, type RequestBody } from './request-body.ts'

const json = { 'content-type': 'application/json' }
/** The status, code and message of the error `read` throws, or 'ok'. */
const outcome = (read: () => unknown) => {
  try {
    read()
    return 'ok'
  } catch (error) {
    const { status, body } = error as { status: number; body: { code: string; message: string } }
    return `${status} ${body.code} ${body.message}`
  }
}
const notUtf8 = (...parts: Array<string | number[]>) =>
  new NotUtf8Body(Buffer.concat(parts.map((part) => Buffer.from(part as string))))

describe('bodies PostgREST cannot read as text or JSON', () => {
  const invalidJson = '400 PGRST102 Empty or invalid json'
  it.each<[string, RequestBody, string, string]>([
    [
      'a byte 0xFF in a string',
      notUtf8('{"a":"x', [0xff], '"}'),
      invalidJson,
      '400 22021 invalid byte sequence for encoding "UTF8": 0xff',
    ],
    [
      'an encoded surrogate (ED A0 80)',
      notUtf8('{"a":"', [0xed, 0xa0, 0x80], '"}'),
      invalidJson,
      '400 22021 invalid byte sequence for encoding "UTF8": 0xed 0xa0 0x80',
    ],
    [
      'a gzip stream',
      notUtf8([0x1f, 0x8b, 0x08, 0x00]),
      invalidJson,
      '400 22021 invalid byte sequence for encoding "UTF8": 0x8b',
    ],
    [
      'a lone high surrogate escape',
      '{"a":"\\ud800b"}',
      invalidJson,
      '400 22P02 invalid input syntax for type json',
    ],
    [
      'a lone low surrogate escape',
      '{"a":"\\udc00"}',
      invalidJson,
      '400 22P02 invalid input syntax for type json',
    ],
    ['a surrogate pair', '{"a":"\\ud83d\\ude00"}', 'ok', 'ok'],
  ])('%s: PostgREST refuses it (without ?columns=), PostgreSQL (with it)', (_, body, parsed, raw) => {
    expect(outcome(() => insertPayload(json, body, undefined))).toBe(parsed)
    expect(outcome(() => insertPayload(json, body, ['a']))).toBe(raw)
    expect(outcome(() => updatePayload(json, body))).toBe(parsed)
  })
})
