import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRegistrationClient, type RegistrationClient, type RegistrationResult } from './client.ts'
import { FAILURE_LOG_PREFIX } from './failure-log.ts'
import { buildEarlyAccessRow, buildWebsummitRow } from './rows-from-values.ts'
import { testContext, validEarlyAccess, validWebsummit } from './test-fixtures.ts'

// A stand-in for PostgREST: each test sets the answer, the server records what the client sent.
// `drop` closes the connection once the request has arrived (a response lost on the way back); `hang` never
// answers.
type Answer = { status: number; body?: string; contentType?: string } | { drop: true } | { hang: true }
type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown }

let answer: Answer
const received: Received[] = []
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      raw += chunk
    })
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(raw),
      })
      if ('drop' in answer) {
        request.socket.destroy()
        return
      }
      if ('hang' in answer) return
      response.writeHead(answer.status, {
        'content-type': answer.contentType ?? 'application/json; charset=utf-8',
      })
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received.length = 0
})

const anonKey = 'anon-test-key'
const earlyAccessRow = buildEarlyAccessRow(validEarlyAccess, testContext)
const websummitRow = buildWebsummitRow(validWebsummit, testContext)
const postgrestError = (code: string, message: string) =>
  JSON.stringify({ code, message, details: null, hint: null })

describe.each([
  {
    method: 'registerEarlyAccess',
    table: 'early_access_registrations',
    row: earlyAccessRow,
    register: (url: string) =>
      createRegistrationClient({ supabaseUrl: url, anonKey }).registerEarlyAccess(earlyAccessRow),
  },
  {
    method: 'registerWebsummit',
    table: 'websummit_registrations',
    row: websummitRow,
    register: (url: string) =>
      createRegistrationClient({ supabaseUrl: url, anonKey }).registerWebsummit(websummitRow),
  },
])('$method', ({ table, row, register }) => {
  it('inserts one row into its table as the anonymous visitor, without reading it back', async () => {
    answer = { status: 201 }
    await register(baseUrl)
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(`/rest/v1/${table}`)
    expect(request?.headers.apikey).toBe(anonKey)
    expect(request?.headers.prefer ?? '').not.toContain('return=representation')
    expect(request?.body).toEqual(row)
  })

  it.each<{ case: string; answer: Answer; result: RegistrationResult; logged?: string }>([
    { case: '201 Created', answer: { status: 201 }, result: { status: 'success' } },
    {
      case: '409 unique violation',
      answer: {
        status: 409,
        body: postgrestError('23505', 'duplicate key value violates unique constraint'),
      },
      result: { status: 'duplicate', code: '23505' },
    },
    {
      case: '400 check violation',
      answer: {
        status: 400,
        body: postgrestError('23514', 'new row violates check constraint "email_format"'),
      },
      result: {
        status: 'failure',
        code: '23514',
        message: 'new row violates check constraint "email_format"',
      },
      logged: '23514',
    },
    {
      case: '401 row-level security',
      answer: { status: 401, body: postgrestError('42501', 'new row violates row-level security policy') },
      result: { status: 'failure', code: '42501', message: 'new row violates row-level security policy' },
      logged: '42501',
    },
    {
      case: '429 from the insert rate limit',
      answer: {
        status: 429,
        body: JSON.stringify({
          code: 'PT429',
          message: 'Too many registrations from this address. Please try again in a minute.',
          details: null,
          hint: null,
        }),
      },
      result: {
        status: 'failure',
        code: 'PT429',
        message: 'Too many registrations from this address. Please try again in a minute.',
      },
      logged: 'PT429',
    },
    {
      case: '502 from a proxy, not JSON',
      answer: { status: 502, body: 'Bad Gateway', contentType: 'text/plain' },
      result: { status: 'failure', message: 'Bad Gateway' },
      logged: 'Bad Gateway',
    },
  ])('maps $case', async ({ answer: reply, result, logged }) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    answer = reply
    expect(await register(baseUrl)).toEqual(result)
    if (logged) expect(consoleError).toHaveBeenCalledWith(FAILURE_LOG_PREFIX, logged)
    else expect(consoleError).not.toHaveBeenCalled()
  })

  it('returns a failure, not a rejection, when the server cannot be reached', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))

    const result = await register(`http://127.0.0.1:${port}`)
    expect(result).toEqual({ status: 'failure', message: expect.stringContaining('fetch failed') })
    expect(consoleError).toHaveBeenCalledOnce()
  })
})

describe.each([
  {
    form: 'early access',
    register: (client: RegistrationClient, email: string) =>
      client.registerEarlyAccess({ ...earlyAccessRow, email }),
  },
  {
    form: 'websummit',
    register: (client: RegistrationClient, email: string) =>
      client.registerWebsummit({ ...websummitRow, email }),
  },
])('a $form registration sent again after an answer that never came', ({ register }) => {
  const duplicate = { status: 409, body: postgrestError('23505', 'duplicate key value') }
  // Short enough that the case that waits it out stays quick, long enough that an answer the stand-in gives at
  // once is never cut off on a machine busy with the other packages' tests (200 ms was: twice in one CI run).
  const client = () =>
    createRegistrationClient({ supabaseUrl: baseUrl, anonKey, options: { timeLimitMs: 1000 } })

  it.each<{ case: string; first: Answer }>([
    { case: 'the connection dropped', first: { drop: true } },
    { case: 'the time limit passed', first: { hang: true } },
    {
      case: 'a proxy answered 504',
      first: { status: 504, body: 'Gateway Timeout', contentType: 'text/plain' },
    },
  ])('is a success when the database says the email is taken ($case)', async ({ first }) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const visitor = client()
    answer = first
    expect(await register(visitor, 'ada@example.com')).toMatchObject({ status: 'failure' })
    answer = duplicate
    // The same address, typed in another case the second time: the database compares them without case.
    expect(await register(visitor, 'Ada@Example.com')).toEqual({ status: 'success' })
    // Once settled, a third send is an ordinary duplicate.
    expect(await register(visitor, 'ada@example.com')).toEqual({ status: 'duplicate', code: '23505' })
  })

  it('is still a duplicate for another email, or after a refusal that said nothing was stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const visitor = client()
    answer = { drop: true }
    await register(visitor, 'ada@example.com')
    answer = duplicate
    expect(await register(visitor, 'grace@example.com')).toEqual({ status: 'duplicate', code: '23505' })

    answer = { status: 500, body: postgrestError('XX000', 'internal error') }
    await register(visitor, 'grace@example.com')
    answer = duplicate
    expect(await register(visitor, 'grace@example.com')).toEqual({ status: 'duplicate', code: '23505' })
  })

  it('gives up on an insert that takes longer than its time limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answer = { hang: true }
    const started = Date.now()
    expect(await register(client(), 'ada@example.com')).toMatchObject({ status: 'failure' })
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe('createRegistrationClient', () => {
  it('turns a client that cannot be created into a failure result', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createRegistrationClient({ supabaseUrl: 'not a url', anonKey })
    expect(await client.registerEarlyAccess(earlyAccessRow)).toEqual({
      status: 'failure',
      message: expect.stringContaining('Invalid URL'),
    })
    expect(consoleError).toHaveBeenCalledOnce()
  })

  it('sends the anon key as supabase-js does: apikey and bearer token', async () => {
    answer = { status: 201 }
    const client = createRegistrationClient({ supabaseUrl: `${baseUrl}/`, anonKey })
    expect(await client.registerWebsummit(websummitRow)).toEqual({ status: 'success' })
    expect(received[0]?.url).toBe('/rest/v1/websummit_registrations')
    expect(received[0]?.headers.apikey).toBe(anonKey)
    expect(received[0]?.headers.authorization).toBe(`Bearer ${anonKey}`)
  })
})
