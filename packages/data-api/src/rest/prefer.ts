import type { IncomingHttpHeaders } from 'node:http'
import { notImplemented, postgrestError } from './errors.ts'

export interface Preferences {
  /** `return=representation` sends the written rows back; the default sends nothing. */
  representation: boolean
  /** `count=exact` adds the total to Content-Range. */
  exactCount: boolean
  /**
   * `missing=default`: a key listed in `columns` but missing from an object takes the column's default. Not
   * served (handle-request.ts refuses it where it would change a write); without `columns` it changes nothing.
   */
  missingDefault: boolean
  /** The `Preference-Applied` answer: the preferences this request honoured. */
  applied: string[]
}

// What this Data API does; `missing=null` and `tx=commit` are what it always does anyway.
const honoured = new Set([
  'return=representation',
  'return=minimal',
  'count=exact',
  'missing=null',
  'tx=commit',
  'handling=strict',
  'handling=lenient',
])

/**
 * PostgREST's reading of `Prefer` (RFC 7240): comma-separated, over one or more headers, and the first of
 * each kind wins. Other preferences are ignored, unless `handling=strict` asks for a 400 (PGRST122).
 */
export function parsePreferences(headers: IncomingHttpHeaders): Preferences {
  const raw = headers.prefer
  const tokens = (Array.isArray(raw) ? raw : [raw ?? ''])
    .flatMap((header) => header.split(','))
    .map((token) => token.trim())
    .filter((token) => token !== '')
  const first = (kind: string) => tokens.find((token) => token.startsWith(`${kind}=`))
  const applied = ['return', 'count', 'missing', 'tx', 'handling']
    .map(first)
    .filter((token): token is string => token !== undefined && honoured.has(token))
  const unknown = tokens.filter((token) => !honoured.has(token))
  // An upsert by POST (supabase-js's upsert()): not served, as `on_conflict` and PUT are not, rather than ignored
  // into a plain insert that answers a duplicate with 409.
  const resolution = first('resolution')
  if (resolution === 'resolution=merge-duplicates' || resolution === 'resolution=ignore-duplicates')
    throw notImplemented(`Upserts (${resolution}) are not served by the local Data API.`)
  if (first('handling') === 'handling=strict' && unknown.length > 0) {
    throw postgrestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', {
      details: `Invalid preferences: ${unknown.join(', ')}`,
    })
  }
  return {
    representation: first('return') === 'return=representation',
    exactCount: first('count') === 'count=exact',
    missingDefault: first('missing') === 'missing=default',
    applied,
  }
}
