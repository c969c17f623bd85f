import type { IncomingHttpHeaders } from 'node:http'
import { type Column, EXPOSED_SCHEMA, type SchemaCache } from '../database/schema-cache.ts'
import { closestName } from './closest-name.ts'
import { postgrestError } from './errors.ts'

const invalidPath = () => postgrestError(404, 'PGRST125', 'Invalid path specified in request URL')

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw invalidPath()
  }
}

/** The table a path below /rest/v1/ names, with its columns; PostgREST's 404s for anything else. */
export function tableFor(
  resource: string,
  schema: SchemaCache,
): { table: string; columns: readonly Column[] } {
  const segments = resource.split('/')
  if (segments.length === 2 && segments[0] === 'rpc') {
    // The exposed schema holds no functions, so every call is PostgREST's "no such function".
    const name = `${EXPOSED_SCHEMA}.${decodeSegment(segments[1] ?? '')}`
    throw postgrestError(
      404,
      'PGRST202',
      `Could not find the function ${name} without parameters in the schema cache`,
      {
        details: `Searched for the function ${name} without parameters, but no matches were found in the schema cache.`,
      },
    )
  }
  if (resource === '') throw postgrestError(404, 'PGRST126', 'Root endpoint metadata is disabled')
  if (segments.length !== 1) throw invalidPath()
  const table = decodeSegment(resource)
  const columns = schema.get(table)
  if (!columns) {
    const suggestion = closestName(table, schema.keys())
    throw postgrestError(
      404,
      'PGRST205',
      `Could not find the table '${EXPOSED_SCHEMA}.${table}' in the schema cache`,
      {
        hint: suggestion ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${suggestion}'` : null,
      },
    )
  }
  return { table, columns }
}

/** Only the public schema is exposed (`Accept-Profile` / `Content-Profile` may name it, nothing else). */
export function assertProfile(headers: IncomingHttpHeaders, method: string): void {
  const profile = headers[method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile']
  if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
    throw postgrestError(406, 'PGRST106', `Invalid schema: ${String(profile)}`, {
      hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    })
  }
}

const singleObjectTypes = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']
const arrayTypes = ['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*']

/** Whether the client asked for one object (supabase-js `.single()`) rather than an array. */
export function wantsSingleObject(accept: string | undefined): boolean {
  if (accept === undefined) return false
  for (const range of accept.split(',')) {
    const type = range.split(';')[0]?.trim().toLowerCase() ?? ''
    if (singleObjectTypes.includes(type)) return true
    if (arrayTypes.includes(type)) return false
  }
  throw postgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

/** PGRST204: a body key that is no column of the table. */
export function assertColumns(table: string, columns: readonly Column[], keys: readonly string[]): void {
  const unknown = keys.find((key) => !columns.some((column) => column.name === key))
  if (unknown !== undefined) {
    throw postgrestError(
      400,
      'PGRST204',
      `Could not find the '${unknown}' column of '${table}' in the schema cache`,
    )
  }
}
