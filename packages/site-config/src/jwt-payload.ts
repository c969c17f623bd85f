/**
 * The payload of a token that is a JWT, read without verifying it (only the server can): what a legacy Supabase
 * key claims (`role`, `iss`). Undefined when the token is not a JWT or its payload is not JSON. Node only.
 */
export function jwtPayload(token: string): unknown {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[1] === undefined) return undefined
  try {
    return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}
