import { randomUUID } from 'node:crypto'
import { EARLY_ACCESS_TABLE } from '@app/forms/rows'
import { buildEarlyAccessRow } from '@app/forms/rows-from-values'
import { testContext, validEarlyAccess } from '@app/forms/test-fixtures'
import { describe, expect, it } from 'vitest'
import { BODY_LIMIT } from '../src/http/body.ts'
import { anonKey, request, rowsWithEmail, serviceKey, signKey, targets, uniqueEmail } from './support.ts'

const probe = 'contract_probe'
const label = (name: string) => `${name}-${randomUUID().slice(0, 8)}`
/** The JSON body of a response, or its text when it holds no JSON (an empty 201 or 204). */
const answerBody = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
const representation = { Prefer: 'return=representation' }
const earlyAccessBody = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...buildEarlyAccessRow({ ...validEarlyAccess, email: uniqueEmail('contract') }, testContext),
    ...changes,
  })

describe.each(targets)("PostgREST's contract on $name", ({ url }) => {
  const service = { key: serviceKey }
  const insertProbes = async (labels: string[], ranks: number[] = labels.map((_, index) => index)) => {
    const response = await request(url, probe, {
      ...service,
      method: 'POST',
      headers: representation,
      body: JSON.stringify(labels.map((name, index) => ({ label: name, rank: ranks[index] }))),
    })
    expect(response.status).toBe(201)
    return response.json() as Promise<Array<Record<string, unknown>>>
  }

  /** One probe row inserted from `forwardedFor` (no X-Forwarded-For at all when undefined). */
  const insertProbesFrom = async (forwardedFor: string | undefined) => {
    const response = await fetch(`${url}/rest/v1/${probe}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
        ...representation,
        ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
      },
      body: JSON.stringify({ label: `xff ${Math.random()}` }),
    })
    expect(response.status).toBe(201)
    return response.json() as Promise<Array<Record<string, unknown>>>
  }

  describe('inserts', () => {
    it('answer 201 with an empty body and Content-Range */* by default', async () => {
      const response = await request(url, EARLY_ACCESS_TABLE, {
        method: 'POST',
        body: earlyAccessBody(),
      })
      expect(response.status).toBe(201)
      expect(response.headers.get('content-range')).toBe('*/*')
      expect(response.headers.get('content-type')).toBeNull()
      expect(await response.text()).toBe('')
    })

    it('return the rows with return=representation, limited to `select`', async () => {
      const name = label('repr')
      const response = await request(url, `${probe}?select=label,rank`, {
        ...service,
        method: 'POST',
        headers: representation,
        body: JSON.stringify({ label: name, rank: 7 }),
      })
      expect(response.status).toBe(201)
      expect(response.headers.get('preference-applied')).toBe('return=representation')
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(await response.json()).toEqual([{ label: name, rank: 7 }])
    })

    it('run as the JWT role with request.jwt.claims, request.headers and request.method set', async () => {
      for (const [key, role] of [
        [serviceKey, 'service_role'],
        [anonKey, 'anon'],
      ] as const) {
        const response = await request(url, probe, {
          key,
          method: 'POST',
          headers: { ...representation, 'X-Probe': 'yes' },
          body: JSON.stringify({ label: label('settings') }),
        })
        const [row] = await response.json()
        expect(row).toMatchObject({
          acting_role: role,
          claims: { role, iss: 'supabase-demo' },
          request_headers: { 'x-probe': 'yes', prefer: 'return=representation' },
          request_method: 'POST',
        })
      }
    })

    it('take an array with the `columns` parameter, ignoring other keys and nulling missing ones', async () => {
      const [first, second] = [label('columns'), label('columns')]
      const response = await request(url, `${probe}?columns=%22label%22,%22rank%22&select=label,rank`, {
        ...service,
        method: 'POST',
        headers: representation,
        // `created_at` is a column, but not a listed one: its value is not read, as in PostgREST.
        body: JSON.stringify([
          { label: first, rank: 1, ignored: true, created_at: 'not a time' },
          { label: second },
        ]),
      })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual([
        { label: first, rank: 1 },
        { label: second, rank: null },
      ])
    })

    // supabase-js sends `missing=default` for insert(rows, { defaultToNull: false }); with `columns`, PostgREST
    // then gives a listed key missing from an object the column's default. Ignoring it stored null instead.
    it('refuse missing=default with `columns` (not served) rather than store nulls for the defaults', async () => {
      const name = label('missing-default')
      const response = await request(url, `${probe}?columns=label,request_method`, {
        ...service,
        method: 'POST',
        headers: { Prefer: 'missing=default' },
        body: JSON.stringify([{ label: name }]),
      })
      expect({ status: response.status, body: await answerBody(response) }).toMatchObject({
        status: 400,
        body: { code: 'PGRST127', message: 'Feature not implemented' },
      })
      const stored = await request(url, `${probe}?label=eq.${name}`, service)
      expect(await stored.json()).toEqual([])
    })

    it('take missing=default without `columns`, where no listed key can be missing', async () => {
      const name = label('missing-default')
      const response = await request(url, `${probe}?select=label,request_method`, {
        ...service,
        method: 'POST',
        headers: { Prefer: 'missing=default, return=representation' },
        body: JSON.stringify({ label: name }),
      })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual([{ label: name, request_method: 'POST' }])
    })

    it.each([
      ['as JSON.stringify writes it (VALUES route)', (row: object) => JSON.stringify(row)],
      ['pretty-printed (JSON route)', (row: object) => JSON.stringify(row, null, 2)],
    ])('store any text exactly when sent %s', async (_, encode) => {
      const text = `${label('text')} it's "quoted", back\\slash\\\\, '; drop table x; -- ünï 😀\n\ttabbed`
      const response = await request(url, `${probe}?select=label,rank`, {
        ...service,
        method: 'POST',
        headers: representation,
        body: encode({ label: text, rank: 12.0 }),
      })
      expect(await response.json()).toEqual([{ label: text, rank: 12 }])
    })

    it('store nothing from an empty array', async () => {
      const response = await request(url, EARLY_ACCESS_TABLE, { method: 'POST', body: '[]' })
      expect(response.status).toBe(201)
    })

    it('are rolled back when the role may not read them back', async () => {
      const email = uniqueEmail('rollback')
      const response = await request(url, EARLY_ACCESS_TABLE, {
        method: 'POST',
        headers: representation,
        body: earlyAccessBody({ email }),
      })
      expect(response.status).toBe(401)
      expect(await rowsWithEmail(url, EARLY_ACCESS_TABLE, email)).toBe(0)
    })
  })

  describe('reads', () => {
    it('filter with eq, order, limit and offset, and count with count=exact', async () => {
      const group = label('read')
      await insertProbes([`${group}-a`, `${group}-b`, `${group}-c`], [3, 1, 2])
      const response = await request(
        url,
        `${probe}?select=label&label=eq.${group}-b&order=rank.desc`,
        service,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-range')).toBe('0-0/*')
      expect(await response.json()).toEqual([{ label: `${group}-b` }])

      const page = await request(
        url,
        `${probe}?select=rank&order=rank.desc,label.asc&limit=2&offset=1&rank=eq.2`,
        {
          ...service,
          headers: { Prefer: 'count=exact' },
        },
      )
      expect(page.headers.get('preference-applied')).toBe('count=exact')
      const ranks: Array<{ rank: number }> = await page.json()
      expect(ranks.every((row) => row.rank === 2)).toBe(true)
    })

    it('answer 206 with the total when a page holds part of the rows', async () => {
      const group = label('page')
      await insertProbes([`${group}-a`, `${group}-b`], [900_001, 900_001])
      const response = await request(url, `${probe}?rank=eq.900001&order=label&limit=1`, {
        ...service,
        headers: { Prefer: 'count=exact' },
      })
      expect(response.status).toBe(206)
      expect(response.headers.get('content-range')).toBe('0-0/2')
    })

    it('read a limit or offset past 2^53 as every row, or none left (2^63 - 1 was a 400 "bigint out of range")', async () => {
      const group = label('huge')
      await insertProbes([`${group}-a`], [900_002])
      for (const count of ['9223372036854775807', '9'.repeat(400)]) {
        const all = await request(url, `${probe}?select=label&rank=eq.900002&limit=${count}`, service)
        expect(all.status).toBe(200)
        expect(await all.json()).toEqual([{ label: `${group}-a` }])
        const none = await request(url, `${probe}?select=label&rank=eq.900002&offset=${count}`, service)
        expect(none.status).toBe(200)
        expect(await none.json()).toEqual([])
      }
    })

    it('answer HEAD with the headers only', async () => {
      const response = await request(url, `${probe}?limit=1`, { ...service, method: 'HEAD' })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-range')).toMatch(/^(0-0|\*)\/\*$/)
      expect(await response.text()).toBe('')
    })

    it('give one object for Accept: application/vnd.pgrst.object+json, and 406 when there is not exactly one', async () => {
      const [row] = await insertProbes([label('single')])
      const single = { ...service, headers: { Accept: 'application/vnd.pgrst.object+json' } }
      const response = await request(url, `${probe}?select=label&label=eq.${row?.label}`, single)
      expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8')
      expect(await response.json()).toEqual({ label: row?.label })
      const none = await request(url, `${probe}?label=eq.nobody`, single)
      expect(none.status).toBe(406)
      expect(await none.json()).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
    })
  })

  describe('updates and deletes', () => {
    it('update filtered rows: 204 by default, 200 with the rows for return=representation', async () => {
      const [row] = await insertProbes([label('update')])
      const target = `${probe}?label=eq.${row?.label}`
      const quiet = await request(url, target, {
        ...service,
        method: 'PATCH',
        body: JSON.stringify({ rank: 41 }),
      })
      expect(quiet.status).toBe(204)
      expect(quiet.headers.get('content-range')).toBe('0-0/*')
      const loud = await request(url, `${target}&select=rank`, {
        ...service,
        method: 'PATCH',
        headers: representation,
        body: JSON.stringify({ rank: 42 }),
      })
      expect(loud.status).toBe(200)
      expect(await loud.json()).toEqual([{ rank: 42 }])
    })

    // PostgREST sets only the listed columns of a PATCH with `columns`; every key of the body was set instead.
    it('refuse a PATCH with `columns` (not served) rather than set keys it does not list', async () => {
      const [row] = await insertProbes([label('patch-columns')], [1])
      const response = await request(url, `${probe}?label=eq.${row?.label}&columns=rank`, {
        ...service,
        method: 'PATCH',
        body: JSON.stringify({ rank: 2, label: `${row?.label}-renamed` }),
      })
      expect({ status: response.status, body: await answerBody(response) }).toMatchObject({
        status: 400,
        body: { code: 'PGRST127' },
      })
      const unchanged = await request(url, `${probe}?label=eq.${row?.label}&select=rank`, service)
      expect(await unchanged.json()).toEqual([{ rank: 1 }])
    })

    it('delete filtered rows', async () => {
      const [row] = await insertProbes([label('delete')])
      const response = await request(url, `${probe}?label=eq.${row?.label}`, { ...service, method: 'DELETE' })
      expect(response.status).toBe(204)
      const gone = await request(url, `${probe}?label=eq.${row?.label}`, service)
      expect(await gone.json()).toEqual([])
    })

    it('ignore the body of a DELETE, as PostgREST does (bytes that are not UTF-8 were a 400 22021)', async () => {
      const [row] = await insertProbes([label('delete-body')])
      const response = await request(url, `${probe}?label=eq.${row?.label}`, {
        ...service,
        method: 'DELETE',
        body: Buffer.from([0x7b, 0xff, 0x7d]),
      })
      expect(response.status).toBe(204)
      const gone = await request(url, `${probe}?label=eq.${row?.label}`, service)
      expect(await gone.json()).toEqual([])
    })

    it.each(['PATCH', 'DELETE'])(
      'refuse an unfiltered %s, as pg-safeupdate does on Supabase',
      async (method) => {
        const response = await request(url, probe, {
          ...service,
          method,
          body: method === 'PATCH' ? '{"rank":0}' : undefined,
        })
        expect(response.status).toBe(400)
        expect(await response.json()).toMatchObject({ code: '21000' })
      },
    )
  })

  describe('errors in PostgREST shape with PostgREST statuses', () => {
    const early = EARLY_ACCESS_TABLE
    const cases: Array<[string, () => Promise<Response>, number, Record<string, unknown>]> = [
      [
        'a duplicate',
        async () => {
          const body = earlyAccessBody()
          await request(url, early, { method: 'POST', body })
          return request(url, early, { method: 'POST', body })
        },
        409,
        { code: '23505', details: null },
      ],
      [
        'a check violation',
        () => request(url, early, { method: 'POST', body: earlyAccessBody({ email: 'bad' }) }),
        400,
        { code: '23514' },
      ],
      [
        'a missing required value',
        () => request(url, early, { method: 'POST', body: '{}' }),
        400,
        { code: '23502' },
      ],
      [
        'a value of the wrong type',
        () =>
          request(url, probe, {
            ...service,
            method: 'POST',
            body: JSON.stringify({ label: 'x', rank: 'seven' }),
          }),
        400,
        { code: '22P02' },
      ],
      [
        'an integer out of range',
        () =>
          request(url, probe, {
            ...service,
            method: 'POST',
            body: JSON.stringify({ label: label('big'), rank: 2 ** 40 }),
          }),
        400,
        { code: '22003' },
      ],
      [
        'a table that does not exist',
        () => request(url, 'early_access_registration'),
        404,
        {
          code: 'PGRST205',
          hint: "Perhaps you meant the table 'public.early_access_registrations'",
          message: "Could not find the table 'public.early_access_registration' in the schema cache",
        },
      ],
      [
        'a column that does not exist',
        () => request(url, early, { method: 'POST', body: '{"nope":1}' }),
        400,
        {
          code: 'PGRST204',
          message: "Could not find the 'nope' column of 'early_access_registrations' in the schema cache",
        },
      ],
      [
        'a selected column that does not exist',
        () => request(url, `${probe}?select=nope`, service),
        400,
        { code: '42703' },
      ],
      [
        'malformed JSON',
        () => request(url, early, { method: 'POST', body: '{"a":' }),
        400,
        { code: 'PGRST102', message: 'Empty or invalid json' },
      ],
      ['an empty body', () => request(url, early, { method: 'POST', body: '' }), 400, { code: 'PGRST102' }],
      [
        'objects with different keys',
        () => request(url, early, { method: 'POST', body: '[{"a":1},{"b":2}]' }),
        400,
        { code: 'PGRST102', message: 'All object keys must match' },
      ],
      [
        'a filter without an operator',
        () => request(url, `${probe}?label=x`, service),
        400,
        { code: 'PGRST100' },
      ],
      [
        'an operator this API does not serve',
        () => request(url, `${probe}?rank=gt.1`, service),
        400,
        { code: 'PGRST127' },
      ],
      [
        'an order it cannot parse',
        () => request(url, `${probe}?order=rank.sideways`, service),
        400,
        { code: 'PGRST100' },
      ],
      [
        'a limit that is no number',
        () => request(url, `${probe}?limit=ten`, service),
        400,
        { code: 'PGRST100' },
      ],
      [
        'a NUL character in a filter',
        () => request(url, `${probe}?label=eq.%00`, service),
        400,
        { code: '22021' },
      ],
      // PostgreSQL's answer when it turns the JSON into text, whichever way this API sends the row.
      [
        'a NUL character in a compact body',
        () => request(url, early, { method: 'POST', body: '{"full_name":"a\\u0000b"}' }),
        400,
        { code: '22P05' },
      ],
      [
        'a NUL character in a body with a space before it',
        () => request(url, early, { method: 'POST', body: ' {"full_name":"a\\u0000b"}' }),
        400,
        { code: '22P05' },
      ],
      [
        'a body that is not JSON',
        () =>
          request(url, early, {
            method: 'POST',
            body: 'a=1',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          }),
        415,
        { code: 'PGRST107' },
      ],
      [
        'an Accept it cannot produce',
        () => request(url, probe, { ...service, headers: { Accept: 'text/csv' } }),
        406,
        { code: 'PGRST107' },
      ],
      [
        'a schema that is not exposed',
        () => request(url, probe, { ...service, headers: { 'Accept-Profile': 'private' } }),
        406,
        { code: 'PGRST106' },
      ],
      [
        'an unsupported method',
        () => request(url, probe, { ...service, method: 'PURGE' }),
        405,
        { code: 'PGRST117' },
      ],
      [
        'an upsert',
        () => request(url, probe, { ...service, method: 'PUT', body: '{}' }),
        400,
        { code: 'PGRST127' },
      ],
      [
        // What supabase-js's upsert() sends: never a plain insert in disguise.
        'an upsert by POST',
        () =>
          request(url, probe, {
            ...service,
            method: 'POST',
            headers: { Prefer: 'resolution=merge-duplicates' },
            body: '{}',
          }),
        400,
        { code: 'PGRST127' },
      ],
      [
        'a function call',
        () => request(url, 'rpc/anything', { method: 'POST', body: '{}' }),
        404,
        { code: 'PGRST202' },
      ],
      ['a select the anonymous role may not run', () => request(url, early), 401, { code: '42501' }],
      [
        // PostgREST reads no rows for an update with nothing to set, which the anonymous role may not do.
        'an anonymous update with nothing to set',
        () => request(url, `${early}?id=eq.1`, { method: 'PATCH', body: '{}' }),
        401,
        { code: '42501' },
      ],
      [
        'a write another role may not run',
        () => request(url, early, { key: serviceKey, method: 'POST', body: earlyAccessBody() }),
        403,
        { code: '42501' },
      ],
      [
        'a body over the limit',
        () => request(url, early, { method: 'POST', body: `"${'x'.repeat(BODY_LIMIT)}"` }),
        413,
        { message: 'Request size limit exceeded' },
      ],
    ]
    it.each(cases)('%s', async (_, send, status, body) => {
      const response = await send()
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(await response.json()).toMatchObject(body)
    })
  })

  describe("RAISE SQLSTATE 'PGRST' from a trigger, as PostgREST answers it", () => {
    const raising = (raised: Record<string, unknown>) =>
      request(url, probe, {
        ...service,
        method: 'POST',
        body: JSON.stringify({ label: `raise:${JSON.stringify(raised)}` }),
      })
    const parseFailure = (details: string, hint: string) => ({
      code: 'PGRST121',
      message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      hint,
    })
    const messageHint =
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'."
    const detailHint =
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'."
    const full = JSON.stringify({
      code: '123',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade',
    })
    it.each<[string, Record<string, unknown>, number, Record<string, string>, Record<string, unknown>]>([
      [
        'status, headers and body from MESSAGE and DETAIL',
        { message: full, detail: JSON.stringify({ status: 402, headers: { 'X-Powered-By': 'Nerd Rage' } }) },
        402,
        { 'x-powered-by': 'Nerd Rage' },
        { code: '123', message: 'Payment Required', details: 'Quota exceeded', hint: 'Upgrade' },
      ],
      [
        'details and hint left out as null',
        {
          message: JSON.stringify({ code: 'PT429', message: 'Slow down' }),
          detail: JSON.stringify({ status: 429, headers: { 'Retry-After': '60' } }),
        },
        429,
        { 'retry-after': '60' },
        { code: 'PT429', message: 'Slow down', details: null, hint: null },
      ],
      [
        "a MESSAGE without code (the form Supabase's docs show) as 500 PGRST121",
        {
          message: JSON.stringify({ message: 'Rate limit exceeded' }),
          detail: JSON.stringify({ status: 420, headers: {} }),
        },
        500,
        {},
        parseFailure(`Invalid JSON value for MESSAGE: '{"message":"Rate limit exceeded"}'`, messageHint),
      ],
      [
        'a DETAIL without headers as 500 PGRST121',
        { message: full, detail: JSON.stringify({ status: 403 }) },
        500,
        {},
        parseFailure(`Invalid JSON value for DETAIL: '{"status":403}'`, detailHint),
      ],
      [
        'no DETAIL as 500 PGRST121',
        { message: full },
        500,
        {},
        parseFailure('DETAIL is missing in the RAISE statement', detailHint),
      ],
      [
        'a MESSAGE that is no JSON as 500 PGRST121',
        { message: 'plain words', detail: JSON.stringify({ status: 400, headers: {} }) },
        500,
        {},
        parseFailure("Invalid JSON value for MESSAGE: 'plain words'", messageHint),
      ],
    ])('%s', async (_, raised, status, headers, body) => {
      const response = await raising(raised)
      expect(response.status).toBe(status)
      for (const [name, value] of Object.entries(headers)) expect(response.headers.get(name)).toBe(value)
      expect(await response.json()).toEqual(body)
    })
  })

  it('adds the connecting address to X-Forwarded-For, as the gateway in front of PostgREST does', async () => {
    for (const [sent, seen] of [
      [undefined, /^(127\.0\.0\.1|::1)$/],
      ['203.0.113.7', /^203\.0\.113\.7, (127\.0\.0\.1|::1)$/],
      ['203.0.113.7, 198.51.100.1', /^203\.0\.113\.7, 198\.51\.100\.1, (127\.0\.0\.1|::1)$/],
    ] as const) {
      const [row] = await insertProbesFrom(sent)
      const headers = (row?.request_headers ?? {}) as Record<string, string>
      expect(String(headers['x-forwarded-for'])).toMatch(seen)
    }
  })

  describe('keys', () => {
    it('answer a request without a key as Supabase’s gateway does', async () => {
      const response = await request(url, EARLY_ACCESS_TABLE, { key: null })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
    })

    it.each([
      ['a key that is no JWT', async () => 'nonsense', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
      [
        'a key signed with another secret',
        () => signKey({ role: 'anon' }, 'x'.repeat(40)),
        'PGRST301',
        'JWT cryptographic operation failed',
      ],
      ['an expired key', () => signKey({ role: 'anon' }, undefined, 1_000_000), 'PGRST303', 'JWT expired'],
      [
        'a key issued an hour from now',
        () => signKey({ role: 'anon', iat: Math.floor(Date.now() / 1000) + 3600 }),
        'PGRST303',
        'JWT issued at future',
      ],
    ])('refuse %s with 401', async (_, key, code, message) => {
      const response = await request(url, EARLY_ACCESS_TABLE, {
        key: await key(),
        method: 'POST',
        body: earlyAccessBody(),
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe(
        `Bearer error="invalid_token", error_description="${message}"`,
      )
      expect(await response.json()).toEqual({ code, details: null, hint: null, message })
    })

    it('accept the key as a query parameter, and a bearer token without apikey', async () => {
      const byQuery = await fetch(`${url}/rest/v1/${probe}?limit=1&apikey=${serviceKey}`)
      expect(byQuery.status).toBe(200)
      const byBearer = await fetch(`${url}/rest/v1/${probe}?limit=1`, {
        headers: { Authorization: `Bearer ${serviceKey}` },
      })
      expect(byBearer.status).toBe(200)
    })

    it('treat a token without a role claim as the anonymous role', async () => {
      const response = await request(url, probe, {
        key: await signKey({ sub: 'someone' }),
        method: 'POST',
        headers: representation,
        body: JSON.stringify({ label: label('no-role') }),
      })
      expect((await response.json())[0]).toMatchObject({ acting_role: 'anon' })
    })

    it('never switch to a role outside the API roles', async () => {
      const superuser = await request(url, probe, { key: await signKey({ role: 'postgres' }) })
      expect(superuser.status).toBe(403)
      expect(await superuser.json()).toMatchObject({ code: '42501' })
      // `SET ROLE none` means "back to the connection's own user": here the database's owner.
      const none = await request(url, probe, { key: await signKey({ role: 'none' }) })
      expect(none.status).toBe(403)
      expect(await none.json()).toMatchObject({ code: '42501' })
      const unknown = await request(url, probe, { key: await signKey({ role: 'nobody_at_all' }) })
      expect(unknown.status).toBe(401)
      expect(await unknown.json()).toMatchObject({
        code: '22023',
        message: 'role "nobody_at_all" does not exist',
      })
    })
  })

  describe('CORS, as PostgREST does it', () => {
    it('answers a preflight reflecting the requested headers', async () => {
      const response = await fetch(`${url}/rest/v1/${EARLY_ACCESS_TABLE}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:8080',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
        },
      })
      expect(response.status).toBe(200)
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'Authorization, apikey, authorization, content-type, x-client-info',
        'access-control-max-age': '86400',
      })
    })

    it('allows any origin on responses and exposes Content-Range', async () => {
      const response = await request(url, EARLY_ACCESS_TABLE, {
        method: 'POST',
        headers: { Origin: 'http://localhost:8080' },
        body: earlyAccessBody(),
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range')
    })
  })

  it('answers paths outside /rest/v1 as the gateway does', async () => {
    const response = await fetch(`${url}/auth/v1/signup`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' })
  })
})
