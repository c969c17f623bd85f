import { isUtf8 } from 'node:buffer'
import type { IncomingMessage } from 'node:http'
import { ApiError, postgrestError } from '../rest/errors.ts'

/** Registrations are about 2 KB; a megabyte leaves room for batches and stops abuse early. */
export const BODY_LIMIT = 1024 * 1024
/**
 * How much of an oversized upload is read and dropped after the 413 was sent, so that the client — which
 * is still sending — reads the answer instead of a connection reset (closing a socket with unread data
 * makes the kernel send RST, and the client may lose the 413 with it). Past this the connection is cut.
 */
const DISCARD_LIMIT = 128 * BODY_LIMIT

export const tooLarge = () => new ApiError(413, { message: 'Request size limit exceeded' })

/** The declared length exceeds the limit: answer before reading anything. */
export function declaresTooMuch(request: IncomingMessage): boolean {
  return Number(request.headers['content-length'] ?? 0) > BODY_LIMIT
}

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
 * PostgreSQL's refusal of text that is not UTF-8 (22021, naming the bytes as it does): PostgREST passes the
 * body on and answers that. Node would otherwise turn each bad sequence into U+FFFD and store it.
 */
function invalidUtf8(bytes: Buffer): ApiError {
  const at = firstInvalid(bytes)
  const sequence = bytes.subarray(at, Math.min(at + sequenceLength(bytes[at] ?? 0), bytes.length))
  const shown = [...sequence].map((byte) => `0x${byte.toString(16).padStart(2, '0')}`).join(' ')
  return postgrestError(400, '22021', `invalid byte sequence for encoding "UTF8": ${shown}`)
}

/**
 * Reads and drops the rest of an upload already answered, then calls `done`; past DISCARD_LIMIT bytes (or
 * when the client stalls into the server's request timeout) the connection is cut instead.
 */
export function discardRest(request: IncomingMessage, done: () => void): void {
  let discarded = 0
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DISCARD_LIMIT) request.destroy()
  })
  request.once('end', done)
  request.once('close', done)
  request.resume()
}

/**
 * The whole body as text. Over BODY_LIMIT it rejects with a 413 at once — with or without Content-Length —
 * so the 413 can be answered while the client is still sending (see `discardRest`). Bytes that are not UTF-8 are
 * refused with 400 22021.
 */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= BODY_LIMIT) chunks.push(chunk)
      else if (size - chunk.length <= BODY_LIMIT) {
        // Answered at once; the rest is dropped while the 413 goes out (discardRest).
        chunks.length = 0
        reject(tooLarge())
      }
    })
    request.on('end', () => {
      if (size > BODY_LIMIT) return
      const bytes = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)
      if (isUtf8(bytes)) resolve(bytes.toString('utf8'))
      else reject(invalidUtf8(bytes))
    })
    // A client that went away mid-upload ("aborted"): not the server's failure, so not logged as one; the close
    // below ends the wait.
    request.on('error', () => {})
    // An aborted or timed-out upload: nobody is left to answer, but the wait must end.
    request.on('close', () => {
      if (!request.complete) reject(tooLarge())
    })
  })
}
