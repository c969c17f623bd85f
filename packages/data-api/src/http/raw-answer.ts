import { type IncomingMessage, STATUS_CODES } from 'node:http'

// The requests Node would answer itself, with a bare status line and no headers of ours: one its HTTP parser could
// not read, one asking to tunnel, one without a Host. Both servers (the Data API and the gateway) answer them
// their own way with these; where no response object exists, by an answer written straight to the connection.

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

/**
 * Whether a request breaks HTTP/1.1's rule that it names its Host, which asks for a 400. Node checks it itself
 * (`requireHostHeader`) but answers with a bare status line; both servers turn that off and answer it their way.
 */
export function lacksHostHeader(request: Pick<IncomingMessage, 'httpVersion' | 'headers'>): boolean {
  return request.httpVersion === '1.1' && request.headers.host === undefined
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
