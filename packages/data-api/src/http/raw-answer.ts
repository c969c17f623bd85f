import { STATUS_CODES } from 'node:http'

// Answers written straight to a connection, where no response object exists: a request Node's HTTP parser could
// not read, or one asking to tunnel. Both servers (the Data API and the gateway) answer them with these.

/**
 * What to answer a request Node's HTTP parser could not read, by the parser's error code: the statuses Node's
 * own `clientError` handler uses (it sends the status line alone), each with words for a person. Anything not
 * listed is a malformed request: 400. The Data API answers with these in JSON, the gateway with its pages.
 */
const byCode: Readonly<Record<string, { status: number; message: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request header fields too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Request size limit exceeded' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timeout' },
}

export function unreadableRequest(code: string | undefined): { status: number; message: string } {
  return byCode[code ?? ''] ?? { status: 400, message: 'Bad request' }
}

/**
 * A whole HTTP/1.1 answer, written straight to a connection that has no response object (Node's parser refused
 * the request, or it asked to tunnel): its length is given and the connection closes after it.
 */
export function rawAnswer(
  status: number,
  headers: readonly (readonly [string, string])[],
  body: Buffer | string,
): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${bytes.length}`,
    'Connection: close',
  ]
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), bytes])
}
