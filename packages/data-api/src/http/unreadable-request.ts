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
