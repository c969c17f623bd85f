import { type Column, EXPOSED_SCHEMA } from '../database/schema-cache.ts'
import { identifier, join, raw, type Statement, sql } from '../database/statement.ts'
import type { Payload } from './payload.ts'
import type { Filter, OrderTerm } from './query-params.ts'

/** The row a JSON-returning statement yields: JSON text built by PostgreSQL (as PostgREST does) and its length. */
export interface JsonRows {
  body: string
  row_count: number
}

const qualified = (table: string) => sql`${identifier(EXPOSED_SCHEMA)}.${identifier(table)}`
const columnList = (columns: readonly string[] | undefined) =>
  columns === undefined ? raw('*') : join(columns.map(identifier), ', ')

const where = (filters: readonly Filter[]) =>
  filters.length === 0
    ? raw('')
    : sql` where ${join(
        filters.map(({ column, value }) => sql`${identifier(column)} = ${value}`),
        ' and ',
      )}`

const orderBy = (order: readonly OrderTerm[]) =>
  order.length === 0
    ? raw('')
    : sql` order by ${join(
        order.map(
          ({ column, direction, nulls }) =>
            sql`${identifier(column)} ${raw(direction)}${raw(nulls ? ` nulls ${nulls}` : '')}`,
        ),
        ', ',
      )}`

const asJsonRows = (source: Statement) =>
  sql`select coalesce(json_agg(pgrst_row), '[]')::text as body, count(*)::int as row_count from (${source}) pgrst_row`

/** What a write sends back: nothing, or with `return=representation` the selected columns of its rows. */
export interface Returning {
  select: readonly string[] | undefined
  representation: boolean
}

const withReturning = (write: Statement, { select, representation }: Returning) =>
  representation
    ? sql`with pgrst_source as (${write} returning ${columnList(select)}) ${asJsonRows(raw('select * from pgrst_source'))}`
    : write

export interface ReadQuery {
  select: readonly string[] | undefined
  filters: readonly Filter[]
  order: readonly OrderTerm[]
  limit: number | undefined
  offset: number | undefined
}

export function readStatement(table: string, query: ReadQuery): Statement {
  const limit = raw(query.limit === undefined ? '' : ` limit ${query.limit}`)
  const offset = raw(query.offset === undefined ? '' : ` offset ${query.offset}`)
  return asJsonRows(
    sql`select ${columnList(query.select)} from ${qualified(table)}${where(query.filters)}${orderBy(query.order)}${limit}${offset}`,
  )
}

/**
 * What PostgREST runs for an update whose body has no keys: a read of no rows, so a role that may not read the
 * table is refused (401 42501) rather than told its update succeeded.
 */
export const emptyUpdateStatement = (table: string) => sql`select from ${qualified(table)} where false`

export const countStatement = (table: string, filters: readonly Filter[]) =>
  sql`select count(*)::int as total from ${qualified(table)}${where(filters)}`

/**
 * The most values a VALUES list carries: PostgreSQL's wire protocol sends at most 65,535 parameters with a
 * statement, and a request past that (a 1 MB array of 70,000 small rows) was refused by the server as a protocol
 * violation, answered 503. Larger payloads take the JSON route, one parameter whatever their size.
 */
const MAX_LISTED_VALUES = 65_000

/**
 * The payload as a VALUES list, when that means exactly what PostgREST's JSON conversion means: scalars
 * (written by JSON.stringify, so numbers read back exactly) go in as untyped literals, which PostgreSQL
 * reads with each column's own type; JSON columns take their JSON text. Undefined otherwise (an array for
 * an array column converts differently), and the JSON route is taken.
 */
function valuesList(columns: readonly Column[], { keys, objects }: Payload): Statement | undefined {
  if (!objects || keys.length === 0 || objects.length * keys.length > MAX_LISTED_VALUES) return undefined
  const jsonColumns = new Set(columns.filter((column) => column.json).map((column) => column.name))
  const rows: Statement[] = []
  for (const object of objects) {
    const values: Statement[] = []
    for (const key of keys) {
      const value = object[key]
      if (value === null || value === undefined) values.push(sql`${null}`)
      else if (jsonColumns.has(key)) values.push(sql`${JSON.stringify(value)}`)
      else if (typeof value === 'object') return undefined
      else {
        // A NUL cannot be a literal: the JSON route lets PostgreSQL refuse it as PostgREST's answer does (22P05).
        const text = String(value)
        if (text.includes('\u0000')) return undefined
        values.push(sql`${text}`)
      }
    }
    rows.push(sql`(${join(values, ', ')})`)
  }
  return sql`values ${join(rows, ', ')}`
}

/**
 * The JSON array `objects` with only `keys` left in each object. With `columns`, this comes before PostgreSQL
 * reads the objects as the row type, which converts every key it is given: a value under another key is then
 * ignored, as PostgREST's column list does.
 */
function withOnlyKeys(objects: Statement, keys: readonly string[]): Statement {
  const listed = join(
    keys.map((key) => sql`${key}`),
    ', ',
  )
  const kept = sql`select coalesce(json_object_agg(field.key, field.value), '{}') from json_each(item) field where field.key in (${listed})`
  return sql`(select coalesce(json_agg((${kept})), '[]') from json_array_elements(${objects}) item)`
}

/**
 * PostgREST's insert: the JSON objects become rows of the table's own type, so PostgreSQL converts and
 * checks every value. Without `return=representation` nothing is returned, so a role that may insert but
 * not select (the anonymous visitor) can insert.
 */
export function insertStatement(
  table: string,
  columns: readonly Column[],
  payload: Payload,
  returning: Returning,
): Statement {
  const target = qualified(table)
  const json = sql`${payload.json}::text::json`
  const objects = payload.onlyKeys && payload.keys.length > 0 ? withOnlyKeys(json, payload.keys) : json
  const rows = sql`from json_populate_recordset(null::${target}, ${objects})`
  const names = columnList(payload.keys)
  // No keys at all still inserts one row per object, every column taking its default.
  const insert =
    payload.keys.length === 0
      ? sql`insert into ${target} select ${rows}`
      : sql`insert into ${target} (${names}) ${valuesList(columns, payload) ?? sql`select ${names} ${rows}`}`
  return withReturning(insert, returning)
}

export function updateStatement(
  table: string,
  columns: readonly string[],
  jsonObject: string,
  filters: readonly Filter[],
  returning: Returning,
): Statement {
  const target = qualified(table)
  const names = columnList(columns)
  return withReturning(
    sql`update ${target} set (${names}) = (select ${names} from json_populate_record(null::${target}, ${jsonObject}::text::json))${where(filters)}`,
    returning,
  )
}

export const deleteStatement = (table: string, filters: readonly Filter[], returning: Returning) =>
  withReturning(sql`delete from ${qualified(table)}${where(filters)}`, returning)
