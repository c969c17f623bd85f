import type { DatabaseError } from '../database/database.ts'
import { isJsonObject } from './json-object.ts'

/** The response a raised PGRST error asks for; errors.ts turns it into the API error. */
export interface RaisedResponse {
  status: number
  code: string
  message: string
  details: string | null
  hint: string | null
  headers: Record<string, string>
}

/** The SQLSTATE a function raises for full control of the response (PostgREST's "Add HTTP Headers with RAISE"). */
export const RAISE_PGRST = 'PGRST'

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string'

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** PGRST121, as PostgREST answers a RAISE whose MESSAGE or DETAIL it cannot read. */
function parseError(details: string, hint: string): RaisedResponse {
  const message = `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`
  return { status: 500, code: 'PGRST121', message, details, hint, headers: {} }
}

/**
 * `raise sqlstate 'PGRST' using message = '{"code":…,"message":…,"details":…,"hint":…}', detail =
 * '{"status":…,"headers":{…}}'` — from a pre-request function, a trigger or any function — becomes that
 * status, those headers and that body, exactly as PostgREST (src/PostgREST/Error.hs, parseRaisePGRST):
 * `code` and `message` (strings) are required, `details` and `hint` optional; `status` (an integer) and
 * `headers` (strings) are required; anything else is a 500 PGRST121. (`status_text` is accepted and ignored:
 * Node sends its own reason phrase.)
 */
export function readRaisedPgrst(error: DatabaseError): RaisedResponse {
  const body = parseJson(error.message)
  if (
    !isJsonObject(body) ||
    typeof body.code !== 'string' ||
    typeof body.message !== 'string' ||
    !optionalText(body.details) ||
    !optionalText(body.hint)
  ) {
    return parseError(
      `Invalid JSON value for MESSAGE: '${error.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    )
  }
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'."
  if (error.detail === undefined) return parseError('DETAIL is missing in the RAISE statement', detailHint)
  const response = parseJson(error.detail)
  const headers = isJsonObject(response) ? response.headers : undefined
  if (
    !isJsonObject(response) ||
    !Number.isInteger(response.status) ||
    (response.status as number) < 100 ||
    (response.status as number) > 999 ||
    !isJsonObject(headers) ||
    !Object.values(headers).every((value) => typeof value === 'string')
  ) {
    return parseError(`Invalid JSON value for DETAIL: '${error.detail}'`, detailHint)
  }
  return {
    status: response.status as number,
    code: body.code,
    message: body.message,
    details: (body.details as string | null | undefined) ?? null,
    hint: (body.hint as string | null | undefined) ?? null,
    headers: headers as Record<string, string>,
  }
}
