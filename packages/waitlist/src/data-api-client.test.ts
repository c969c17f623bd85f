import { describe, expect, it } from 'vitest'
import { createDataApiClient, DataApiError, type Fetch, totalFromContentRange } from './data-api-client.ts'
import { CliError } from './errors.ts'
import type { DataApiTarget } from './target.ts'

const target: DataApiTarget = {
  url: 'https://abc.supabase.co',
  key: 'a.b.c',
  keySource: 'SUPABASE_SERVICE_ROLE_KEY',
}
const tableRows = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }))

/**
 * A PostgREST stand-in over `tableRows`: honours limit and offset, caps answers at `maxRows` like a hosted
 * project's max-rows setting, and reports the count when asked (or never, with `count: false`).
 */
function fakeApi({ maxRows = Number.POSITIVE_INFINITY, count = true } = {}) {
  const requests: Array<{ url: URL; init: RequestInit | undefined }> = []
  const fetch: Fetch = async (input, init) => {
    const url = new URL(String(input))
    requests.push({ url, init })
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Math.min(Number(url.searchParams.get('limit') ?? Number.POSITIVE_INFINITY), maxRows)
    const rows = tableRows.slice(offset, offset + limit)
    const wantsCount = count && new Headers(init?.headers).get('prefer') === 'count=exact'
    const range = `${rows.length === 0 ? '*' : `${offset}-${offset + rows.length - 1}`}/${wantsCount ? tableRows.length : '*'}`
    return new Response(JSON.stringify(rows), { headers: { 'Content-Range': range } })
  }
  return { fetch, requests }
}

async function readAll(fetch: Fetch, pageSize: number) {
  const client = createDataApiClient(target, fetch)
  const pages = []
  for await (const page of client.pages('websummit_registrations', {
    select: '*',
    order: 'id.asc',
    pageSize,
  })) {
    pages.push(page)
  }
  return pages
}

describe('pages', () => {
  it.each([
    { pageSize: 10, requests: 3 },
    { pageSize: 5, requests: 6 },
    { pageSize: 25, requests: 2 },
    { pageSize: 100, requests: 1 },
  ])('reads 25 rows in pages of $pageSize with $requests requests', async ({ pageSize, requests }) => {
    const api = fakeApi()
    const pages = await readAll(api.fetch, pageSize)
    expect(pages.flatMap((page) => page.rows)).toEqual(tableRows)
    expect(pages.map((page) => page.offset)).toEqual(pages.map((_, index) => index * pageSize))
    expect(pages.every((page) => page.total === 25)).toBe(true)
    expect(api.requests).toHaveLength(requests)
  })

  it('reads every row when the server caps answers below the page size (hosted max-rows)', async () => {
    const api = fakeApi({ maxRows: 7 })
    expect((await readAll(api.fetch, 10)).flatMap((page) => page.rows)).toEqual(tableRows)
  })

  it('reads to an empty page when the server gives no count', async () => {
    const api = fakeApi({ count: false, maxRows: 7 })
    const pages = await readAll(api.fetch, 10)
    expect(pages.flatMap((page) => page.rows)).toEqual(tableRows)
    expect(pages[0]?.total).toBeUndefined()
  })

  it('asks for the count once, in a stable order, with the key in apikey and Authorization', async () => {
    const api = fakeApi()
    await readAll(api.fetch, 10)
    const [first, second] = api.requests
    expect(first?.url.pathname).toBe('/rest/v1/websummit_registrations')
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      select: '*',
      order: 'id.asc',
      limit: '10',
      offset: '0',
    })
    expect(new Headers(first?.init?.headers).get('prefer')).toBe('count=exact')
    expect(new Headers(second?.init?.headers).get('prefer')).toBeNull()
    expect(new Headers(first?.init?.headers).get('apikey')).toBe('a.b.c')
    expect(new Headers(first?.init?.headers).get('authorization')).toBe('Bearer a.b.c')
  })

  it('does not read ahead: the next page is requested only when the consumer asks for it', async () => {
    const api = fakeApi()
    const client = createDataApiClient(target, api.fetch)
    const pages = client.pages('t', { select: '*', order: 'id.asc', pageSize: 10 })
    await pages.next()
    expect(api.requests).toHaveLength(1)
    await pages.return(undefined)
  })
})

describe('errors', () => {
  const failingWith =
    (status: number, body: string): Fetch =>
    async () =>
      new Response(body, { status })

  async function failure(fetch: Fetch) {
    const client = createDataApiClient(target, fetch)
    try {
      await client.insert('websummit_registrations', [{}])
    } catch (error) {
      return error
    }
    throw new Error('expected a failure')
  }

  it.each([
    {
      status: 401,
      body: '{"message":"Invalid API key","hint":"Double check your Supabase `anon` or `service_role` API key."}',
      message:
        /refused the key\. Check that SUPABASE_SERVICE_ROLE_KEY is this project's key \(HTTP 401: Invalid API key/,
    },
    {
      status: 401,
      body: '{"code":"PGRST301","message":"JWT cryptographic operation failed","details":null,"hint":null}',
      message: /refused the key.*HTTP 401: JWT cryptographic operation failed/,
    },
    {
      status: 403,
      body: '{"code":"42501","message":"permission denied"}',
      message: /may not access websummit_registrations/,
    },
    {
      status: 404,
      body: '{"code":"42P01","message":"relation does not exist"}',
      message: /was not found at https:\/\/abc\.supabase\.co/,
    },
    {
      status: 409,
      body: '{"code":"23505","message":"duplicate key"}',
      message: /failed on websummit_registrations \(HTTP 409: duplicate key\)/,
    },
    {
      status: 502,
      body: '<html>Bad gateway</html>',
      message: /failed on websummit_registrations \(HTTP 502/,
    },
  ])('turns HTTP $status into a message saying what to check', async ({ status, body, message }) => {
    const error = await failure(failingWith(status, body))
    expect(error).toBeInstanceOf(DataApiError)
    expect((error as DataApiError).status).toBe(status)
    expect((error as DataApiError).message).toMatch(message)
    expect((error as DataApiError).message).not.toContain(target.key)
  })

  it('keeps the database error code, so a duplicate can be told apart', async () => {
    expect(await failure(failingWith(409, '{"code":"23505","message":"duplicate key"}'))).toMatchObject({
      code: '23505',
    })
  })

  it('says when the Data API cannot be reached', async () => {
    const refused: Fetch = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:54321') })
    }
    const error = await failure(refused)
    expect(error).toBeInstanceOf(CliError)
    expect((error as CliError).message).toBe(
      'Could not reach the Data API at https://abc.supabase.co (connect ECONNREFUSED 127.0.0.1:54321). Is it running?',
    )
  })

  it('sends a read again when the connection fails, and reads every row', async () => {
    const { fetch, requests } = fakeApi()
    let dropped = 0
    const dropsTwice: Fetch = async (input, init) => {
      if (new URL(String(input)).searchParams.get('offset') === '10' && dropped < 2) {
        dropped++
        throw new TypeError('fetch failed', { cause: new Error('other side closed') })
      }
      return fetch(input, init)
    }
    const pages = await readAll(dropsTwice, 10)
    expect(pages.flatMap((page) => page.rows)).toEqual(tableRows)
    expect(requests.map((request) => request.url.searchParams.get('offset'))).toEqual(['0', '10', '20'])
  })

  it('sends an insert once, so a dropped connection cannot store its rows twice', async () => {
    let sent = 0
    const dropped: Fetch = async () => {
      sent++
      throw new TypeError('fetch failed', { cause: new Error('other side closed') })
    }
    await expect(createDataApiClient(target, dropped).insert('t', [{ id: 1 }])).rejects.toThrow(
      'Could not reach the Data API at https://abc.supabase.co (other side closed). Is it running?',
    )
    expect(sent).toBe(1)
  })

  it('refuses an answer that is not a list of rows', async () => {
    const client = createDataApiClient(target, async () => new Response('{"rows":[]}'))
    await expect(client.pages('t', { select: '*', order: 'id.asc', pageSize: 10 }).next()).rejects.toThrow(
      /other than rows/,
    )
  })
})

describe('totalFromContentRange', () => {
  it.each([
    { header: '0-999/10000', total: 10000 },
    { header: '*/0', total: 0 },
    { header: '0-24/*', total: undefined },
    { header: null, total: undefined },
  ])('$header → $total', ({ header, total }) => {
    expect(totalFromContentRange(header)).toBe(total)
  })
})
