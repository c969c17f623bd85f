import { createHmac } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { EARLY_ACCESS_TABLE, type RegistrationTable, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { buildEarlyAccessRow, buildWebsummitRow } from '@app/forms/rows-from-values'
import { testContext, validEarlyAccess, validWebsummit } from '@app/forms/test-fixtures'
import { LOCAL_JWT_SECRET } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { BODY_LIMIT } from '../src/http/body.ts'
import { type RawRequest, type RawResponse, rawBytes, rawRequest } from './raw-http.ts'
import { anonKey, rowsWithEmail, serviceKey, targets, uniqueEmail, visitorAddress } from './support.ts'

/**
 * Requests anybody holding the public anon key can send (deep nesting in bodies and query values, NUL in
 * identifiers, lone surrogates, invalid UTF-8, oversized bodies), each against the real Data API: a 4xx in
 * PostgREST's shape and no row. Deep nesting that reached PGlite can leave it unusable without an error (later
 * inserts answer 201 and are lost), so the suite ends by storing and reading back a valid registration.
 */
const early: RegistrationTable = EARLY_ACCESS_TABLE
const websummit: RegistrationTable = WEBSUMMIT_TABLE
const earlyRow = (email: string) => buildEarlyAccessRow({ ...validEarlyAccess, email }, testContext)
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))))
/** An early-access row as JSON text whose full name is `name` — raw bytes or JSON escapes as written. */
const rowWithName = (email: string, name: string | number[]) => {
  const [before, after] = JSON.stringify({ ...earlyRow(email), full_name: '\u0001' }).split('"\\u0001"')
  return bytes(before ?? '', '"', name, '"', after ?? '')
}
/**
 * A key signed with the local secret whose claims are the JSON text `claims`, as written: jose's SignJWT takes an
 * object and JSON.stringify's stack overflows on a deep one.
 */
const signedClaims = (claims: string) => {
  const signed = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(claims).toString('base64url')}`
  return `${signed}.${createHmac('sha256', LOCAL_JWT_SECRET).update(signed).digest('base64url')}`
}
const columns = '?columns=full_name,email,checkbox_consent,created_at_gtm,user_agent'
const fiftyMegabytes = Array.from({ length: 50 }, () => Buffer.alloc(1024 * 1024, 0x20))

interface Case {
  name: string
  /** The table a stray row would land in, and the request given an email of its own. */
  table: RegistrationTable
  send: (email: string) => RawRequest
  status: number
  body: Record<string, unknown>
}

const cases: Case[] = [
  // Nesting that broke PGlite (about 6,000+ / 20,000 / 7,000 / 5,000 levels), refused before PostgreSQL.
  {
    name: 'a row whose user_agent nests 7,000 levels, posted with ?columns=',
    table: early,
    send: (email) => ({
      path: `/rest/v1/${early}${columns}`,
      chunks: [
        JSON.stringify(earlyRow(email)).replace(/"user_agent":"[^"]*"/, `"user_agent":${nested(7000)}`),
      ],
    }),
    status: 400,
    body: { code: 'PGRST102', message: 'JSON nested deeper than 64 levels' },
  },
  {
    name: 'a row whose user_agent nests 5,000 levels, without ?columns=',
    table: early,
    send: (email) => ({
      path: `/rest/v1/${early}`,
      chunks: [
        JSON.stringify(earlyRow(email)).replace(/"user_agent":"[^"]*"/, `"user_agent":${nested(5000)}`),
      ],
    }),
    status: 400,
    body: { code: 'PGRST102' },
  },
  {
    name: 'survey_data nesting 65 levels',
    table: websummit,
    send: (email) => ({
      path: `/rest/v1/${websummit}`,
      chunks: [
        JSON.stringify({
          ...buildWebsummitRow({ ...validWebsummit, email }, testContext),
          survey_data: '\u0001',
        }).replace('"\\u0001"', nested(65)),
      ],
    }),
    status: 400,
    body: { code: 'PGRST102' },
  },
  {
    name: 'an anonymous PATCH of 20,000 levels',
    table: early,
    send: (email) => ({
      method: 'PATCH',
      path: `/rest/v1/${early}?email=eq.${email}`,
      chunks: [`{"full_name":${nested(20000)}}`],
    }),
    status: 400,
    body: { code: 'PGRST102' },
  },
  {
    name: 'a GET filter ?survey_data=eq. with 7,000 levels',
    table: websummit,
    send: () => ({ method: 'GET', path: `/rest/v1/${websummit}?survey_data=eq.${nested(7000)}` }),
    status: 400,
    body: { code: 'PGRST100', message: 'Query parameter nested deeper than 64 levels' },
  },
  {
    name: 'a GET ?select= of 7,000 levels',
    table: websummit,
    send: () => ({ method: 'GET', key: serviceKey, path: `/rest/v1/${websummit}?select=${nested(7000)}` }),
    status: 400,
    body: { code: 'PGRST100' },
  },
  {
    name: 'a POST ?columns= of 7,000 levels (quoted)',
    table: early,
    send: (email) => ({
      path: `/rest/v1/${early}?columns="${nested(7000)}"`,
      chunks: [JSON.stringify(earlyRow(email))],
    }),
    status: 400,
    body: { code: 'PGRST100' },
  },
  // Claims nesting thousands of levels in a key signed with the secret (the local one is public; on Supabase a user's
  // own metadata lands in their token): JSON.stringify overflowed its stack writing request.jwt.claims (before: 500).
  // Sent as the bearer token only, so the request's headers stay under Node's 16 KB.
  ...[65, 5000].map(
    (levels): Case => ({
      name: `a signed key whose claims nest ${levels.toLocaleString('en')} levels`,
      table: early,
      send: (email) => ({
        path: `/rest/v1/${early}`,
        headers: { Authorization: `Bearer ${signedClaims(`{"role":"anon","x":${nested(levels)}}`)}` },
        chunks: [JSON.stringify(earlyRow(email))],
      }),
      status: 401,
      body: { code: 'PGRST301', message: 'JWT claims nested deeper than 64 levels' },
    }),
  ),
  // NUL in a quoted identifier: PostgreSQL cannot receive it in SQL text (before: 503 08P01).
  ...[
    ['?select=', `?select="a%00b"`],
    ['?order=', `?order="a%00b".asc`],
    ['a filter key', `?"a%00b"=eq.1`],
  ].map(
    ([where, query]): Case => ({
      name: `NUL in a quoted identifier in ${where}`,
      table: early,
      send: () => ({ method: 'GET', key: serviceKey, path: `/rest/v1/${early}${query}` }),
      status: 400,
      body: { code: 'PGRST100' },
    }),
  ),
  {
    name: 'NUL in a quoted identifier in POST ?select=',
    table: early,
    send: (email) => ({
      path: `/rest/v1/${early}?select="a%00b"`,
      headers: { Prefer: 'return=representation' },
      chunks: [JSON.stringify(earlyRow(email))],
    }),
    status: 400,
    body: { code: 'PGRST100' },
  },
  {
    name: 'NUL in a quoted identifier in POST ?columns=',
    table: early,
    send: (email) => ({
      path: `/rest/v1/${early}?columns="a%00b"`,
      chunks: [JSON.stringify(earlyRow(email))],
    }),
    status: 400,
    body: { code: 'PGRST100' },
  },
  // Text that is not Unicode (before: stored as U+FFFD). PostgREST parses a body itself (aeson), which refuses
  // it with its generic PGRST102 — unless `?columns=` is given (as supabase-js does for arrays): then the raw
  // body goes to PostgreSQL, and PostgreSQL's refusal is the answer.
  ...(
    [
      [
        '"\\ud800b" (a lone high surrogate)',
        '\\ud800b',
        'Unicode low surrogate must follow a high surrogate.',
      ],
      [
        '"Ada\\udc00" (a lone low surrogate)',
        'Ada\\udc00',
        'Unicode low surrogate must follow a high surrogate.',
      ],
      [
        '"\\ud800\\ud800" (two high surrogates)',
        '\\ud800\\ud800',
        'Unicode high surrogate must not follow a high surrogate.',
      ],
    ] as const
  ).flatMap(([what, name, details]): Case[] => [
    {
      name: `a full name ${what}`,
      table: early,
      send: (email) => ({ path: `/rest/v1/${early}`, chunks: [rowWithName(email, name)] }),
      status: 400,
      body: { code: 'PGRST102', message: 'Empty or invalid json', details: null },
    },
    {
      name: `a full name ${what}, posted with ?columns=`,
      table: early,
      send: (email) => ({ path: `/rest/v1/${early}${columns}`, chunks: [rowWithName(email, name)] }),
      status: 400,
      body: { code: '22P02', message: 'invalid input syntax for type json', details },
    },
  ]),
  ...(
    [
      ['FF', [0x41, 0x64, 0xff, 0x61], '0xff'],
      ['C0 BC (overlong)', [0x41, 0x64, 0xc0, 0xbc], '0xc0 0xbc'],
      ['ED A0 80 (an encoded surrogate)', [0x41, 0x64, 0xed, 0xa0, 0x80], '0xed 0xa0 0x80'],
      ['E2 82 (truncated)', [0x41, 0x64, 0x61, 0xe2, 0x82], '0xe2 0x82 0x22'],
    ] as const
  ).flatMap(([what, name, shown]): Case[] => [
    {
      name: `raw bytes ${what} in a full name`,
      table: early,
      send: (email) => ({ path: `/rest/v1/${early}`, chunks: [rowWithName(email, [...name])] }),
      status: 400,
      body: { code: 'PGRST102', message: 'Empty or invalid json', details: null },
    },
    {
      name: `raw bytes ${what} in a full name, posted with ?columns=`,
      table: early,
      send: (email) => ({ path: `/rest/v1/${early}${columns}`, chunks: [rowWithName(email, [...name])] }),
      status: 400,
      body: { code: '22021', message: `invalid byte sequence for encoding "UTF8": ${shown}` },
    },
  ]),
  // A gzip-compressed body: neither PostgREST nor this API decodes Content-Encoding, so it is bytes that are
  // not UTF-8 (0x8b is the second byte of every gzip stream).
  ...(
    [
      ['a gzip-compressed row', {}],
      ['a gzip-compressed row sent with Content-Encoding: gzip', { 'Content-Encoding': 'gzip' }],
    ] satisfies Array<[string, Record<string, string>]>
  ).flatMap(([what, headers]): Case[] => [
    {
      name: what,
      table: early,
      send: (email) => ({
        path: `/rest/v1/${early}`,
        headers,
        chunks: [gzipSync(JSON.stringify(earlyRow(email)))],
      }),
      status: 400,
      body: { code: 'PGRST102', message: 'Empty or invalid json' },
    },
    {
      name: `${what}, posted with ?columns=`,
      table: early,
      send: (email) => ({
        path: `/rest/v1/${early}${columns}`,
        headers,
        chunks: [gzipSync(JSON.stringify(earlyRow(email)))],
      }),
      status: 400,
      body: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x8b' },
    },
  ]),
  {
    name: 'an anonymous PATCH whose body is not UTF-8',
    table: early,
    send: (email) => ({
      method: 'PATCH',
      path: `/rest/v1/${early}?email=eq.${email}`,
      chunks: [bytes('{"full_name":"Ad', [0xff], '"}')],
    }),
    status: 400,
    body: { code: 'PGRST102', message: 'Empty or invalid json' },
  },
  // PostgreSQL's own program limit, reached by the request's size alone: PostgREST would answer 500.
  {
    name: 'an anonymous GET ?select= of 1,700 columns (PostgreSQL allows 1,664)',
    table: early,
    send: () => ({ method: 'GET', path: `/rest/v1/${early}?select=${Array(1700).fill('id').join(',')}` }),
    status: 400,
    body: { code: '54011' },
  },
  // Many rows in one compact array (the VALUES route). Building that statement once took time growing with the
  // square of the rows, in JavaScript, blocking every other client: 95,000 rows held the server for minutes.
  {
    name: 'an anonymous 1 MB array of 70,000 compact rows without a name',
    table: early,
    send: () => ({
      path: `/rest/v1/${early}`,
      headers: { 'X-Forwarded-For': visitorAddress() },
      chunks: [JSON.stringify(Array.from({ length: 70_000 }, () => ({ role: null })))],
    }),
    status: 400,
    body: { code: '23502' },
  },
  {
    name: 'an anonymous 1 MB array of valid registrations, past the rate limit',
    table: early,
    send: (email) => ({
      path: `/rest/v1/${early}`,
      headers: { 'X-Forwarded-For': visitorAddress() },
      chunks: [
        JSON.stringify(
          Array.from({ length: 3_500 }, (_, index) => earlyRow(index === 0 ? email : `${index}.${email}`)),
        ),
      ],
    }),
    status: 429,
    body: { code: 'PT429' },
  },
  // Oversized: answered 413, not reset (before: a reset after about 16 MB).
  {
    name: 'a 50 MB body with Content-Length',
    table: early,
    send: () => ({
      path: `/rest/v1/${early}`,
      headers: { 'Content-Length': String(50 * 1024 * 1024) },
      chunks: fiftyMegabytes,
    }),
    status: 413,
    body: { message: 'Request size limit exceeded' },
  },
  {
    name: 'a 50 MB chunked body (no Content-Length)',
    table: early,
    send: () => ({ path: `/rest/v1/${early}`, chunks: fiftyMegabytes }),
    status: 413,
    body: { message: 'Request size limit exceeded' },
  },
  {
    name: 'a 50 MB body announced with Expect: 100-continue (never sent)',
    table: early,
    send: () => ({
      path: `/rest/v1/${early}`,
      headers: { 'Content-Length': String(50 * 1024 * 1024), Expect: '100-continue' },
      chunks: fiftyMegabytes,
    }),
    status: 413,
    body: { message: 'Request size limit exceeded' },
  },
  {
    name: 'a body one byte over the limit, chunked',
    table: early,
    send: () => ({ path: `/rest/v1/${early}`, chunks: ['"', 'x'.repeat(BODY_LIMIT - 1), '"'] }),
    status: 413,
    body: { message: 'Request size limit exceeded' },
  },
]

/**
 * Requests Node's HTTP parser refuses before any handler sees them (or, for CONNECT, hands to no handler): each
 * carries a valid row and the anon key, so a stray row would show. Node answered them with a bare status line and
 * no body (CONNECT: the connection closed without an answer); they get the gateway's JSON shape, as other requests
 * refused before PostgREST do (413, 404).
 */
/**
 * The bytes of an anon insert of a valid early-access row for `email`, written by hand so its framing can be
 * broken: `headers` is given the body's length and returns the framing headers (a plain Content-Length unless
 * given), `host: false` leaves out the Host header, `trailing` is sent after the body.
 */
function rawInsert(
  email: string,
  {
    method = 'POST',
    headers = (length: number) => [`Content-Length: ${length}`],
    host = true,
    trailing = '',
  }: { method?: string; headers?: (length: number) => string[]; host?: boolean; trailing?: string } = {},
): Buffer {
  const body = Buffer.from(JSON.stringify(earlyRow(email)))
  const head = [
    `${method} /rest/v1/${early} HTTP/1.1`,
    ...(host ? ['Host: 127.0.0.1'] : []),
    `apikey: ${anonKey}`,
    'Content-Type: application/json',
    `X-Forwarded-For: ${visitorAddress()}`,
    ...headers(body.length),
  ]
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body, Buffer.from(trailing)])
}

const malformed: Array<{
  name: string
  request: (email: string) => Buffer
  status: number
  message: string
}> = [
  ...(
    [
      [
        'Content-Length and Transfer-Encoding together',
        (length) => [`Content-Length: ${length}`, 'Transfer-Encoding: chunked'],
      ],
      ['two different Content-Lengths', (length) => [`Content-Length: ${length}`, 'Content-Length: 5']],
      ['a NUL in a header value', (length) => [`Content-Length: ${length}`, 'X-Note: a\0b']],
      ['a header folded onto a second line', (length) => [`Content-Length: ${length}`, 'X-Note: a', ' b']],
      ['a request line with an unknown method', (length) => [`Content-Length: ${length}`], 'FOO'],
      [
        'headers over 16 KB',
        (length) => [`Content-Length: ${length}`, `X-Note: ${'x'.repeat(20_000)}`],
        'POST',
        431,
      ],
      [
        'an Expect other than 100-continue',
        (length) => [`Content-Length: ${length}`, 'Expect: pizza'],
        'POST',
        417,
      ],
      ['CONNECT', (length) => [`Content-Length: ${length}`], 'CONNECT', 405],
    ] satisfies Array<[string, (length: number) => string[], string?, number?]>
  ).map(([name, headers, method = 'POST', status = 400]) => ({
    name,
    request: (email: string) => rawInsert(email, { method, headers }),
    status,
    message:
      {
        400: 'Bad request',
        405: 'Method not allowed',
        417: 'Expectation failed',
        431: 'Request header fields too large',
      }[status] ?? '',
  })),
]

describe.each(targets)('malformed HTTP on $name', ({ url }) => {
  it.each(malformed)(
    '$name: $status with a JSON message, and nothing stored',
    async ({ request, status, message }) => {
      const email = uniqueEmail('malformed')
      const response = await rawBytes(url, request(email))
      expect(response.status).toBe(status)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(JSON.parse(response.body)).toMatchObject({ message })
      expect(await rowsWithEmail(url, early, email)).toBe(0)
    },
  )

  it('answers a request without a Host header 400 with a JSON message, and stores nothing', async () => {
    const email = uniqueEmail('no-host')
    const response = await rawBytes(url, rawInsert(email, { host: false }))
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toMatchObject({ message: 'Bad request' })
    expect(await rowsWithEmail(url, early, email)).toBe(0)
  })

  // Node answered the broken bytes with 400 and closed before the request ahead of them was answered: that row
  // was stored, and its client read a 400.
  it('answers a valid request followed by bytes that are no request with its own 201, and stores the row', async () => {
    const email = uniqueEmail('trailing')
    const response = await rawBytes(url, rawInsert(email, { trailing: 'XX' }))
    expect({ status: response.status, connection: response.headers.connection }).toEqual({
      status: 201,
      connection: 'close',
    })
    expect(await rowsWithEmail(url, early, email)).toBe(1)
  })
})

describe.each(targets)('hostile requests on $name', ({ url }) => {
  describe.each(cases)('$name', ({ table, send, status, body }) => {
    it(`answers ${status} in PostgREST's shape and stores nothing`, async () => {
      const email = uniqueEmail('hostile')
      const response: RawResponse = await rawRequest(url, send(email))
      expect({ status: response.status, body: JSON.parse(response.body) }).toMatchObject({ status, body })
      if ('code' in body)
        expect(Object.keys(JSON.parse(response.body)).sort()).toEqual(['code', 'details', 'hint', 'message'])
      expect(await rowsWithEmail(url, table, email)).toBe(0)
    })
  })

  it('still stores a valid registration afterwards, readable with the service key', async () => {
    const email = uniqueEmail('after-hostile')
    const stored = await rawRequest(url, {
      path: `/rest/v1/${early}`,
      chunks: [JSON.stringify(earlyRow(email))],
    })
    expect(stored.status).toBe(201)
    const read = await rawRequest(url, {
      method: 'GET',
      key: serviceKey,
      path: `/rest/v1/${early}?select=email,full_name&email=eq.${encodeURIComponent(email)}`,
    })
    expect(JSON.parse(read.body)).toEqual([{ email, full_name: validEarlyAccess.fullName }])
  })
})
