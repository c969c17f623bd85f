import type { IncomingHttpHeaders } from 'node:http'
import type { Database, StatementResult } from '../database/database.ts'
import type { SchemaCache } from '../database/schema-cache.ts'
import type { Statement } from '../database/statement.ts'
import type { Authenticate, RequestIdentity } from './auth.ts'
import { notImplemented, postgrestError } from './errors.ts'
import { insertPayload, updatePayload } from './payload.ts'
import { type Preferences, parsePreferences } from './prefer.ts'
import { parseQueryParams, type QueryParams } from './query-params.ts'
import type { RequestBody } from './request-body.ts'
import { runAsRequestRole } from './request-transaction.ts'
import { assertColumns, assertProfile, tableFor, wantsSingleObject } from './resource.ts'
import {
  countStatement,
  deleteStatement,
  emptyUpdateStatement,
  insertStatement,
  type JsonRows,
  type Returning,
  readStatement,
  updateStatement,
} from './statements.ts'

export interface RestContext {
  database: Database
  schema: SchemaCache
  authenticate: Authenticate
  /** PostgREST's db-pre-request call, if the database configures one (pre-request.ts). */
  preRequest?: Statement | undefined
}

export interface RestRequest {
  method: string
  /** The path below `/rest/v1/`, still percent-encoded. */
  resource: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** Read only by POST and PATCH, as in PostgREST. */
  body: RequestBody
}

export interface RestResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** One call of the API: who asks, for which table, how. */
interface Call {
  context: RestContext
  identity: RequestIdentity
  request: RestRequest
  table: string
  query: QueryParams
  preferences: Preferences
  single: boolean
}

const jsonRowsOf = (result: StatementResult | undefined): JsonRows => {
  const row = result?.rows[0]
  return { body: String(row?.body ?? '[]'), row_count: Number(row?.row_count ?? 0) }
}

/** `.single()`: exactly one row, else 406 — checked inside the transaction, so a write is rolled back. */
function assertSingle(rowCount: number): void {
  if (rowCount !== 1) {
    throw postgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
      details: `The result contains ${rowCount} rows`,
    })
  }
}

/** PostgreSQL's JSON array, or its only element when one object was asked for. */
function jsonBody({ body }: JsonRows, single: boolean): string {
  if (!single) return body
  const [row]: unknown[] = JSON.parse(body)
  return JSON.stringify(row)
}

function contentRange(offset: number, rowCount: number, total: number | undefined): string {
  return `${rowCount === 0 ? '*' : `${offset}-${offset + rowCount - 1}`}/${total ?? '*'}`
}

function responseHeaders(call: Call, range: string, body: string): Record<string, string> {
  const { applied } = call.preferences
  return {
    'Content-Range': range,
    ...(applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {}),
    ...(body === ''
      ? {}
      : {
          'Content-Type': call.single
            ? 'application/vnd.pgrst.object+json; charset=utf-8'
            : 'application/json; charset=utf-8',
        }),
  }
}

const run = (call: Call, statements: readonly Statement[], verify?: (results: StatementResult[]) => void) =>
  runAsRequestRole(
    call.context.database,
    call.identity,
    { ...call.request, table: call.table, preRequest: call.context.preRequest },
    statements,
    verify,
  )

async function read(call: Call): Promise<RestResponse> {
  const { table, query, preferences, single } = call
  const statements = [
    readStatement(table, query),
    ...(preferences.exactCount ? [countStatement(table, query.filters)] : []),
  ]
  const [rowsResult, countResult] = await run(call, statements)
  const rows = jsonRowsOf(rowsResult)
  const total = countResult === undefined ? undefined : Number(countResult.rows[0]?.total)
  const offset = query.offset ?? 0
  if (total !== undefined && offset > total) {
    throw postgrestError(416, 'PGRST103', 'Requested range not satisfiable', {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    })
  }
  if (single) assertSingle(rows.row_count)
  const body = jsonBody(rows, single)
  return {
    status: total !== undefined && rows.row_count < total ? 206 : 200,
    headers: responseHeaders(call, contentRange(offset, rows.row_count, total), body),
    body,
  }
}

/** Runs a write; with `return=representation` the written rows come back as JSON. */
async function write(
  call: Call,
  statement: Statement,
  status: 201 | 204,
  range: (rowCount: number, total: number | undefined) => string,
): Promise<RestResponse> {
  const { preferences, single } = call
  const rowsOf = (result: StatementResult | undefined): JsonRows =>
    preferences.representation ? jsonRowsOf(result) : { body: '', row_count: result?.rowCount ?? 0 }
  const verify = single
    ? ([written]: StatementResult[]) => assertSingle(rowsOf(written).row_count)
    : undefined
  const [result] = await run(call, [statement], verify)
  const rows = rowsOf(result)
  const body = preferences.representation ? jsonBody(rows, single) : ''
  return {
    // A 204 (No Content) becomes a 200 once there are rows to send back.
    status: preferences.representation && status === 204 ? 200 : status,
    headers: responseHeaders(
      call,
      range(rows.row_count, preferences.exactCount ? rows.row_count : undefined),
      body,
    ),
    body,
  }
}

/** pg-safeupdate, which Supabase loads for the API: an unfiltered UPDATE or DELETE is refused. */
function assertFiltered(query: QueryParams, verb: 'UPDATE' | 'DELETE'): void {
  if (query.filters.length === 0) throw postgrestError(400, '21000', `${verb} requires a WHERE clause`)
}

const rowsRange = (rowCount: number, total: number | undefined) => contentRange(0, rowCount, total)

/** One request below `/rest/v1/`, answered with PostgREST's statuses, headers and bodies. */
export async function handleRestRequest(context: RestContext, request: RestRequest): Promise<RestResponse> {
  const identity = await context.authenticate(request.headers, request.query)
  const { method } = request
  if (method === 'PUT') throw notImplemented('PUT (upsert) is not served by the local Data API.')
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    throw postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  }
  assertProfile(request.headers, method)
  const query = parseQueryParams(request.query)
  const preferences = parsePreferences(request.headers)
  const single = wantsSingleObject(request.headers.accept)
  const { table, columns } = tableFor(request.resource, context.schema)
  const call: Call = { context, identity, request, table, query, preferences, single }
  const returning: Returning = { select: query.select, representation: preferences.representation }

  switch (method) {
    case 'POST': {
      // PostgREST would give a listed key missing from an object the column's default; a plain insert nulls it.
      if (preferences.missingDefault && query.columns !== undefined)
        throw notImplemented(
          'Prefer: missing=default with the columns parameter is not served by the local Data API.',
        )
      const payload = insertPayload(request.headers, request.body, query.columns)
      assertColumns(table, columns, payload.keys)
      return write(
        call,
        insertStatement(table, columns, payload, returning),
        201,
        (_, total) => `*/${total ?? '*'}`,
      )
    }
    case 'PATCH': {
      // PostgREST would set only the listed columns; the update sets every key of the body.
      if (query.columns !== undefined)
        throw notImplemented('The columns parameter of an update is not served by the local Data API.')
      assertFiltered(query, 'UPDATE')
      const payload = updatePayload(request.headers, request.body)
      assertColumns(table, columns, payload.keys)
      if (payload.keys.length === 0) {
        await run(call, [emptyUpdateStatement(table)])
        return { status: 204, headers: { 'Content-Range': '*/*' }, body: '' }
      }
      return write(
        call,
        updateStatement(table, payload.keys, payload.json, query.filters, returning),
        204,
        rowsRange,
      )
    }
    case 'DELETE':
      assertFiltered(query, 'DELETE')
      return write(call, deleteStatement(table, query.filters, returning), 204, rowsRange)
    default:
      return read(call)
  }
}
