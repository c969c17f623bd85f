import { request as httpRequest } from 'node:http'
import { anonKey } from './support.ts'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface RawRequest {
  method?: string
  /** Path and query below the server, sent as written (no re-encoding). */
  path: string
  key?: string
  headers?: Record<string, string>
  /** Written in this many pieces; without a Content-Length header node:http sends them chunked. */
  chunks?: Array<Uint8Array | string>
}

/**
 * A request through node:http, for what fetch cannot send or see: raw bytes, exact paths, chunked uploads of
 * any size, and an answer that arrives while the body is still being sent. Resolves with the answer as soon
 * as it is complete, whatever happens to the upload after it.
 */
export function rawRequest(
  url: string,
  { method = 'POST', path, key = anonKey, headers = {}, chunks = [] }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let answered = false
    const outgoing = httpRequest(
      `${url}${path}`,
      {
        method,
        headers: {
          apikey: key,
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          ...headers,
        },
      },
      (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () => {
          answered = true
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString('utf8'),
          })
          outgoing.destroy()
        })
      },
    )
    // After the answer, a server that stops reading may end the upload; that is not the test's concern.
    outgoing.on('error', (error) => {
      if (!answered) reject(error)
    })
    const write = async () => {
      for (const chunk of chunks) {
        if (answered || outgoing.destroyed) return
        if (!outgoing.write(chunk)) await new Promise((next) => outgoing.once('drain', next))
      }
      outgoing.end()
    }
    if (headers.Expect === '100-continue') {
      outgoing.flushHeaders()
      outgoing.on('continue', () => void write())
    } else {
      void write()
    }
  })
}
