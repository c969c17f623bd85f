import { isUtf8 } from 'node:buffer'
import type { IncomingMessage } from 'node:http'
import { ApiError } from '../rest/errors.ts'
import { NotUtf8Body, type RequestBody } from '../rest/request-body.ts'

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
 * so the 413 can be answered while the client is still sending (see `discardRest`). Bytes that are not UTF-8
 * are kept as they are, for the request to refuse if it reads them (`NotUtf8Body`).
 */
export function readBody(request: IncomingMessage): Promise<RequestBody> {
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
      resolve(isUtf8(bytes) ? bytes.toString('utf8') : new NotUtf8Body(bytes))
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
