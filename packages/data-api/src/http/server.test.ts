import { Agent, request as httpRequest } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../rest/errors.ts'
import type { RestRequest } from '../rest/handle-request.ts'
import { BODY_LIMIT } from './body.ts'
import { createDataApiServer } from './server.ts'

const lines: string[] = []
const received: RestRequest[] = []
const server = createDataApiServer(
  async (request) => {
    received.push(request)
    if (request.resource === 'boom') throw new Error('bug')
    if (request.resource === 'refused')
      throw new ApiError(400, { code: 'X', details: null, hint: null, message: 'no' })
    return { status: 201, headers: { 'Content-Range': '*/*' }, body: '' }
  },
  (line) => lines.push(line),
)
let base = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createDataApiServer', () => {
  it('hands requests below /rest/v1/ to the handler with their body, and logs one line without the query', async () => {
    const response = await fetch(`${base}/rest/v1/things?email=eq.ada@example.com`, {
      method: 'POST',
      body: '{"a":1}',
    })
    expect(response.status).toBe(201)
    expect(received.at(-1)).toMatchObject({ method: 'POST', resource: 'things', body: '{"a":1}' })
    await expect.poll(() => lines.at(-1)).toMatch(/^\[data-api\] POST \/rest\/v1\/things 201 \d+\.\dms$/)
    expect(lines.join('\n')).not.toContain('ada@example.com')
  })

  it('sends an ApiError as its JSON body', async () => {
    const response = await fetch(`${base}/rest/v1/refused`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'X', details: null, hint: null, message: 'no' })
  })

  it('answers an unexpected failure with a 500 that gives nothing away', async () => {
    const response = await fetch(`${base}/rest/v1/boom`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      code: 'PGRSTX00',
      details: null,
      hint: null,
      message: 'Internal server error',
    })
  })

  it('reads a body up to the limit and answers 413 beyond it', async () => {
    const atLimit = await fetch(`${base}/rest/v1/things`, { method: 'POST', body: 'x'.repeat(BODY_LIMIT) })
    expect(atLimit.status).toBe(201)
    const over = await fetch(`${base}/rest/v1/things`, { method: 'POST', body: 'x'.repeat(BODY_LIMIT + 1) })
    expect(over.status).toBe(413)
  })

  it('answers preflights itself and OPTIONS without one with the allowed methods', async () => {
    const count = received.length
    const plain = await fetch(`${base}/rest/v1/things`, { method: 'OPTIONS' })
    expect(plain.headers.get('allow')).toBe('OPTIONS,GET,HEAD,POST,PATCH,DELETE')
    expect(plain.headers.get('access-control-allow-origin')).toBeNull()
    expect(received).toHaveLength(count)
  })
})

describe('createDataApiServer: stalled clients and shutdown', () => {
  let release: () => void = () => undefined
  let reached = false
  const slowLines: string[] = []
  const slow = createDataApiServer(
    async (request) => {
      if (request.resource === 'slow') {
        reached = true
        await new Promise<void>((resolve) => (release = resolve))
      }
      return { status: 201, headers: {}, body: '' }
    },
    (line) => slowLines.push(line),
    { headersTimeout: 300, requestTimeout: 600 },
  )
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    port = (slow.address() as AddressInfo).port
  })
  afterAll(() => {
    slow.closeAllConnections()
    return new Promise<void>((resolve) => slow.close(() => resolve()))
  })

  /** Sends `text` and waits: what the server answered, and after how many ms it closed the connection. */
  function stall(text: string): Promise<{ answer: string; closedAfter: number }> {
    return new Promise((resolve) => {
      const started = performance.now()
      let answer = ''
      const socket = connect(port, '127.0.0.1', () => socket.write(text))
      socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
      socket.on('error', () => undefined)
      socket.on('close', () => resolve({ answer, closedAfter: performance.now() - started }))
    })
  }

  it.each([
    ['headers that stop coming', 'POST /rest/v1/things HTTP/1.1\r\nHost: x\r\nX-Slow: '],
    [
      'a body that stops coming',
      'POST /rest/v1/things HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a":',
    ],
  ])('cuts %s with a 408 while answering other clients', async (_, text) => {
    const stalled = stall(text)
    const meanwhile = await fetch(`http://127.0.0.1:${port}/rest/v1/things`, { method: 'POST', body: '{}' })
    expect(meanwhile.status).toBe(201)
    const { answer, closedAfter } = await stalled
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfter).toBeLessThan(3000)
    // A request that reached the handler is logged without a status of ours: Node answered it.
    if (text.includes('Content-Length'))
      await expect.poll(() => slowLines.at(-1)).toMatch(/^\[data-api\] POST \/rest\/v1\/things - \d+\.\dms$/)
  })

  it('answers the request in flight with Connection: close once closing, and closes idle keep-alive connections', async () => {
    const agent = new Agent({ keepAlive: true })
    const get = (resource: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        httpRequest(`http://127.0.0.1:${port}/rest/v1/${resource}`, { agent }, (response) => {
          response.resume()
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection })
        })
          .on('error', reject)
          .end()
      })
    expect(await get('things')).toEqual({ status: 201, connection: 'keep-alive' })
    const inFlight = get('slow')
    await expect.poll(() => reached, { timeout: 2000 }).toBe(true)
    const closed = new Promise<void>((resolve) => slow.close(() => resolve()))
    release()
    expect(await inFlight).toEqual({ status: 201, connection: 'close' })
    await closed
    agent.destroy()
    // Reopened for the suite's own teardown.
    await new Promise<void>((resolve) => slow.listen(port, '127.0.0.1', resolve))
  })
})
