import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
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

/**
 * `bytes` written as they are to a new connection, for requests node:http will not send (malformed framing,
 * oversized headers, CONNECT): the status and body of the first answer, read until the server closes.
 */
export function rawBytes(url: string, bytes: Uint8Array | string): Promise<RawResponse> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    const socket = connect(Number(port), hostname, () => socket.write(bytes))
    socket.on('data', (part: Buffer) => parts.push(part))
    // The server closes after answering; a reset after the answer is not the test's concern.
    socket.on('error', (error) => (parts.length === 0 ? reject(error) : socket.destroy()))
    socket.on('close', () => {
      const text = Buffer.concat(parts).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...headerLines] = head.split('\r\n')
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      )
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
      })
    })
  })
}
