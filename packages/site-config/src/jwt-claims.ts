/**
 * The claims of a token that is a JWT, read without verifying it (only the server can): what a legacy Supabase
 * key claims (`role`, `iss`). Undefined when the token is not a JWT or its payload is not a JSON object. Node only.
 */
export function jwtClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[1] === undefined) return undefined
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : undefined
}
