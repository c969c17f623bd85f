import { notImplemented, queryParamError } from './errors.ts'
import { assertQueryNesting } from './json-text.ts'

export interface Filter {
  column: string
  /** Compared with `=`; PostgreSQL converts the text to the column's type, as PostgREST's `eq` does. */
  value: string
}

export interface OrderTerm {
  column: string
  direction: 'asc' | 'desc'
  nulls: 'first' | 'last' | undefined
}

/** The parts of PostgREST's query string this Data API serves (see the README for the subset). */
export interface QueryParams {
  /** Column names, or undefined for `*`. */
  select: string[] | undefined
  filters: Filter[]
  order: OrderTerm[]
  limit: number | undefined
  offset: number | undefined
  /** POST: which keys of the body objects to insert. */
  columns: string[] | undefined
}

// PostgREST's operators; all but `eq` are valid requests this Data API does not serve.
const postgrestOperators = new Set(
  'eq neq gt gte lt lte like ilike match imatch in is isdistinct fts plfts phfts wfts cs cd ov sl sr nxr nxl adj'.split(
    ' ',
  ),
)
// `apikey` is the gateway's, not a filter.
const reservedKeys = new Set(['select', 'order', 'limit', 'offset', 'columns', 'apikey'])

/** Splits on commas outside double quotes (postgrest-js quotes the names in `columns`). */
function splitList(raw: string): string[] {
  const items: string[] = []
  let current = ''
  let quoted = false
  for (const char of raw) {
    if (char === '"') quoted = !quoted
    if (char === ',' && !quoted) {
      items.push(current)
      current = ''
    } else {
      current += char
    }
  }
  items.push(current)
  return items
}

function columnName(raw: string): string | undefined {
  const name = raw.trim()
  // No identifier holds NUL: PostgreSQL cannot even receive one in SQL text.
  if (/^"[^"\0]+"$/.test(name)) return name.slice(1, -1)
  return /^[\p{L}\p{N}_$]+$/u.test(name) ? name : undefined
}

function columnList(raw: string, parameter: string): string[] {
  return splitList(raw).map((item) => {
    const name = columnName(item)
    if (name === undefined) {
      throw queryParamError(
        `failed to parse ${parameter} parameter (${raw})`,
        'The local Data API accepts plain column names here (no aliases, casts, JSON paths or embedding).',
      )
    }
    return name
  })
}

function parseSelect(raw: string | null): string[] | undefined {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return undefined
  return columnList(raw, 'select')
}

function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null) return []
  return splitList(raw).map((term) => {
    const [name = '', ...modifiers] = term.split('.')
    const column = columnName(name)
    const direction = modifiers[0] === 'asc' || modifiers[0] === 'desc' ? modifiers.shift() : 'asc'
    const nulls =
      modifiers[0] === 'nullsfirst' || modifiers[0] === 'nullslast' ? modifiers.shift() : undefined
    if (column === undefined || modifiers.length > 0) {
      throw queryParamError(
        `failed to parse order (${raw})`,
        'Expected column[.asc|.desc][.nullsfirst|.nullslast]',
      )
    }
    return {
      column,
      direction: direction === 'desc' ? 'desc' : 'asc',
      nulls: nulls === undefined ? undefined : nulls === 'nullsfirst' ? 'first' : 'last',
    }
  })
}

/**
 * A limit or offset. Past 2^53 - 1 a JavaScript number is no longer exact (2^63 - 1 would be written into the
 * statement as 9223372036854775808, out of PostgreSQL's range); no table comes near that many rows, so a larger
 * count means the same as that one: every row, or none left after the offset.
 */
function parseCount(raw: string | null, parameter: string): number | undefined {
  if (raw === null) return undefined
  if (!/^\d+$/.test(raw))
    throw queryParamError(`failed to parse ${parameter} parameter (${raw})`, 'Expected a whole number')
  return Math.min(Number(raw), Number.MAX_SAFE_INTEGER)
}

function parseFilter(key: string, raw: string): Filter {
  const column = columnName(key)
  if (key === 'or' || key === 'and' || key.startsWith('not.') || key.includes('.')) {
    throw notImplemented(`The local Data API filters with column=eq.value only ('${key}' is not served).`)
  }
  if (column === undefined) throw queryParamError(`failed to parse filter (${key})`, 'Expected a column name')
  const match = /^(not\.)?([a-z]+)\.(.*)$/s.exec(raw)
  if (!match?.[2] || !postgrestOperators.has(match[2])) {
    throw queryParamError(`failed to parse filter (${raw})`, 'Expected operator.value, such as eq.42')
  }
  if (match[1] || match[2] !== 'eq') {
    throw notImplemented(`The local Data API filters with column=eq.value only ('${raw}' is not served).`)
  }
  return { column, value: match[3] ?? '' }
}

export function parseQueryParams(query: URLSearchParams): QueryParams {
  assertQueryNesting(query)
  if (query.has('on_conflict'))
    throw notImplemented('Upserts (on_conflict) are not served by the local Data API.')
  const filters: Filter[] = []
  for (const [key, value] of query) {
    if (!reservedKeys.has(key)) filters.push(parseFilter(key, value))
  }
  const columns = query.get('columns')
  return {
    select: parseSelect(query.get('select')),
    filters,
    order: parseOrder(query.get('order')),
    limit: parseCount(query.get('limit'), 'limit'),
    offset: parseCount(query.get('offset'), 'offset'),
    columns: columns === null ? undefined : columnList(columns, 'columns'),
  }
}
