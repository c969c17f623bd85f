import type { IncomingHttpHeaders } from 'node:http'
import { invalidBody, postgrestError } from './errors.ts'
import { isJsonObject } from './json-object.ts'
import { assertJsonText, type JsonReader } from './json-text.ts'
import { notUtf8Error, type RequestBody } from './request-body.ts'

/** A write's body: the JSON text PostgreSQL reads, and the keys (columns) it writes. */
export interface Payload {
  json: string
  keys: string[]
  /**
   * The objects, when the body is exactly what JSON.stringify makes of them (as supabase-js sends it): then
   * every number in it reads back exactly, and the values can go to PostgreSQL as they are.
   */
  objects?: Record<string, unknown>[]
  /** With the `columns` parameter: only these keys of each object are read; the others are not even converted. */
  onlyKeys?: boolean
}

/** PostgREST reads JSON bodies; a missing Content-Type counts as JSON. */
function assertJson(headers: IncomingHttpHeaders): void {
  const mediaType = (headers['content-type'] ?? 'application/json').split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    throw postgrestError(415, 'PGRST107', `Content-Type not acceptable: ${mediaType}`)
  }
}

/**
 * The body's text. Bytes that are not UTF-8 are refused as PostgREST refuses them: its JSON parser (aeson)
 * with the generic PGRST102, or with `?columns=`, where PostgREST hands the body on unparsed, PostgreSQL
 * with 22021.
 */
function bodyText(body: RequestBody, reader: JsonReader): string {
  if (typeof body === 'string') return body
  throw reader === 'postgrest' ? invalidBody('Empty or invalid json') : notUtf8Error(body)
}

function parseJson(body: string, reader: JsonReader): unknown {
  // Before JSON.parse: a deep body would overflow its stack, and JSON.stringify's, and PostgreSQL's.
  assertJsonText(body, reader)
  try {
    return JSON.parse(body)
  } catch {
    // PostgREST drops the parser's message for a generic one.
    throw invalidBody('Empty or invalid json')
  }
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key))

/**
 * An insert body as PostgREST reads it: one object or an array of objects with the same keys. With the
 * `columns` parameter those columns are written and other keys ignored (missing ones become null). Any
 * other JSON value inserts nothing, as in PostgREST.
 */
export function insertPayload(
  headers: IncomingHttpHeaders,
  requestBody: RequestBody,
  columns: string[] | undefined,
): Payload {
  assertJson(headers)
  const reader: JsonReader = columns === undefined ? 'postgrest' : 'postgresql'
  const body = bodyText(requestBody, reader)
  const value = parseJson(body, reader)
  const json = isJsonObject(value) ? `[${body}]` : body
  if (columns !== undefined) return { json, keys: columns, onlyKeys: true }
  const exact = JSON.stringify(value) === body
  if (isJsonObject(value)) return { json, keys: Object.keys(value), ...(exact ? { objects: [value] } : {}) }
  if (!Array.isArray(value) || value.length === 0) return { json: '[]', keys: [] }
  const [first] = value
  const keys = isJsonObject(first) ? Object.keys(first) : undefined
  const objects = value.filter(isJsonObject)
  if (
    keys === undefined ||
    objects.length < value.length ||
    !objects.every((row) => sameKeys(Object.keys(row), keys))
  ) {
    throw invalidBody('All object keys must match')
  }
  return { json, keys, ...(exact ? { objects } : {}) }
}

/** An update body: one object, its keys the columns to set. */
export function updatePayload(headers: IncomingHttpHeaders, requestBody: RequestBody): Payload {
  assertJson(headers)
  const body = bodyText(requestBody, 'postgrest')
  const value = parseJson(body, 'postgrest')
  if (!isJsonObject(value)) throw invalidBody('Empty or invalid json')
  return { json: body, keys: Object.keys(value) }
}
