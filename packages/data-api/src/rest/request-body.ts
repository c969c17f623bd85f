import { isUtf8 } from 'node:buffer'
import { type ApiError, postgrestError } from './errors.ts'

/**
 * A request body whose bytes are not UTF-8 (invalid sequences, or a gzip-compressed body: neither PostgREST
 * nor this API decodes Content-Encoding). Kept as bytes: only a request that reads its body refuses it, each
 * as PostgREST does (`payload.ts`); a DELETE, like a GET, ignores its body. Node would otherwise turn each
 * bad sequence into U+FFFD and store it.
 */
export class NotUtf8Body {
  readonly bytes: Buffer
  constructor(bytes: Buffer) {
    this.bytes = bytes
  }
}

/** A request's body: its text, or the bytes when they are not UTF-8. */
export type RequestBody = string | NotUtf8Body

/** Bytes a UTF-8 sequence starting with `lead` claims, as PostgreSQL's pg_utf_mblen counts them. */
const sequenceLength = (lead: number) =>
  (lead & 0xe0) === 0xc0 ? 2 : (lead & 0xf0) === 0xe0 ? 3 : (lead & 0xf8) === 0xf0 ? 4 : 1

/** Where the first invalid UTF-8 sequence of `bytes` starts (only called on bytes that are not UTF-8). */
function firstInvalid(bytes: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  // Halving the prefix that still decodes finds it in log(n) native decodes.
  let good = 0
  let bad = bytes.length
  // The prefix up to `good` decodes, so `good` starts a sequence; one up to `bad` does not.
  while (bad - good > 4) {
    const middle = (good + bad) >>> 1
    try {
      decoder.decode(bytes.subarray(0, middle))
      good = middle
    } catch {
      bad = middle
    }
  }
  for (let at = good; at < bytes.length; at++) {
    const length = sequenceLength(bytes[at] ?? 0)
    if (!isUtf8(bytes.subarray(at, Math.min(at + length, bytes.length)))) return at
    at += length - 1
  }
  return good
}

/**
 * PostgreSQL's refusal of text that is not UTF-8 (22021, naming the bytes as it does): PostgREST's answer
 * when it passes such a body on to PostgreSQL unparsed (with `?columns=`).
 */
export function notUtf8Error({ bytes }: NotUtf8Body): ApiError {
  const at = firstInvalid(bytes)
  const sequence = bytes.subarray(at, Math.min(at + sequenceLength(bytes[at] ?? 0), bytes.length))
  const shown = [...sequence].map((byte) => `0x${byte.toString(16).padStart(2, '0')}`).join(' ')
  return postgrestError(400, '22021', `invalid byte sequence for encoding "UTF8": ${shown}`)
}
