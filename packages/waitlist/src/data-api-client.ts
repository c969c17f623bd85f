import { setTimeout as sleep } from 'node:timers/promises'
import { authHeaders } from './api-key.ts'
import { CliError } from './errors.ts'
import type { DataApiTarget } from './target.ts'

export type Fetch = typeof fetch
export type Row = Record<string, unknown>

/** An error answer of the Data API, kept so callers can tell a duplicate (409) from the rest. */
export class DataApiError extends CliError {
  readonly status: number
  readonly code: string | undefined

  constructor(message: string, status: number, code: string | undefined) {
    super(message)
    this.name = 'DataApiError'
    this.status = status
    this.code = code
  }
}

interface Page {
  rows: Row[]
  /** Rows before this page. */
  offset: number
  /** All rows of the table when the first page was read; undefined when the server did not say. */
  total: number | undefined
}

interface PageQuery {
  /** PostgREST `select`, e.g. `*` or `id,survey_data`. */
  select: string
  /** PostgREST `order`; must be a total order, or pages may overlap. */
  order: string
  pageSize: number
}

export interface DataApiClient {
  /** Reads a table page by page, in `order`, never holding more than one page. */
  pages(table: string, query: PageQuery): AsyncGenerator<Page>
  /**
   * Inserts rows in one request (PostgREST's array insert: one transaction, all or nothing). `forwardedFor`
   * is the client address the request claims in X-Forwarded-For, which the insert rate limit counts.
   */
  insert(table: string, rows: readonly object[], options?: { forwardedFor?: string }): Promise<void>
}

interface ErrorBody {
  message?: string
  code?: string
  hint?: string
}

function parseErrorBody(text: string): ErrorBody {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null) return {}
    const field = (name: string) => {
      const value: unknown = Reflect.get(body, name)
      return typeof value === 'string' && value !== '' ? value : undefined
    }
    return {
      message: field('message') ?? field('msg') ?? field('error'),
      code: field('code'),
      hint: field('hint'),
    }
  } catch {
    return {}
  }
}

/** The API's error answer as a sentence saying what to check. */
async function responseError(
  response: Response,
  target: DataApiTarget,
  table: string,
): Promise<DataApiError> {
  const { message, code, hint } = parseErrorBody(await response.text())
  const said = [message ?? response.statusText, hint].filter(Boolean).join(' ')
  const status = response.status
  const explain = (text: string) =>
    new DataApiError(`${text} (HTTP ${status}${said ? `: ${said}` : ''})`, status, code)
  if (status === 401) {
    return explain(
      `The Data API at ${target.url} refused the key. Check that ${target.keySource} is this project's key`,
    )
  }
  if (status === 403) return explain(`The key from ${target.keySource} may not access ${table}`)
  if (status === 404) {
    return explain(
      `${table} was not found at ${target.url}. Is this the right project, with the migrations applied?`,
    )
  }
  return explain(`The Data API at ${target.url} failed on ${table}`)
}

/** The total of a `Content-Range: 0-999/10000` header; undefined for `*` or no header. */
export function totalFromContentRange(header: string | null): number | undefined {
  const total = header?.split('/')[1]
  return total !== undefined && /^\d+$/.test(total) ? Number(total) : undefined
}

/** How many times a read is sent when the connection fails, and the pause before each new try (longer each time). */
const READ_ATTEMPTS = 3
const RETRY_DELAY_MS = 200

/**
 * A PostgREST client on plain fetch: it needs three requests (read a page, count, insert an array), reads
 * headers supabase-js hides (Content-Range) and runs on every Node version the repo supports.
 */
export function createDataApiClient(target: DataApiTarget, fetchImpl: Fetch = fetch): DataApiClient {
  const base = `${target.url}/rest/v1/`

  async function request(table: string, search: string, init: RequestInit): Promise<Response> {
    // A read is sent again when the connection fails: a server may close an idle kept-alive connection just
    // as the next page's request goes out on it ("other side closed"), which says nothing about the API. An
    // insert is sent once: a second try could store its rows twice.
    const attempts = (init.method ?? 'GET') === 'GET' ? READ_ATTEMPTS : 1
    let response: Response | undefined
    for (let attempt = 1; response === undefined; attempt++) {
      try {
        response = await fetchImpl(`${base}${encodeURIComponent(table)}${search}`, {
          ...init,
          headers: { ...authHeaders(target.key), ...(init.headers as Record<string, string> | undefined) },
        })
      } catch (error) {
        if (attempt < attempts) {
          await sleep(RETRY_DELAY_MS * attempt)
          continue
        }
        const cause =
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)
        throw new CliError(`Could not reach the Data API at ${target.url} (${cause}). Is it running?`)
      }
    }
    if (!response.ok) throw await responseError(response, target, table)
    return response
  }

  async function* pages(table: string, { select, order, pageSize }: PageQuery): AsyncGenerator<Page> {
    let offset = 0
    let total: number | undefined
    for (;;) {
      const query = new URLSearchParams({ select, order, limit: String(pageSize), offset: String(offset) })
      // The count costs a scan, so only the first page asks for it (it drives the progress line).
      const headers: Record<string, string> = offset === 0 ? { Prefer: 'count=exact' } : {}
      const response = await request(table, `?${query}`, { headers })
      if (offset === 0) total = totalFromContentRange(response.headers.get('content-range'))
      const rows: unknown = await response.json()
      if (!Array.isArray(rows))
        throw new CliError(`The Data API answered ${table} with something other than rows.`)
      if (rows.length === 0) return
      yield { rows: rows as Row[], offset, total }
      offset += rows.length
      // A short page is the end only when the count agrees: a hosted project caps every answer at its
      // max-rows setting (1,000 by default), which also makes pages shorter than asked for.
      if (rows.length < pageSize && total !== undefined && offset >= total) return
    }
  }

  async function insert(
    table: string,
    rows: readonly object[],
    { forwardedFor }: { forwardedFor?: string } = {},
  ): Promise<void> {
    const response = await request(table, '', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      },
      body: JSON.stringify(rows),
    })
    await response.body?.cancel()
  }

  return { pages, insert }
}
