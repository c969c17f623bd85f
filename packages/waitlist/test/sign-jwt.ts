import { createHmac } from 'node:crypto'

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An HS256 JWT with these claims, signed with `secret`: for keys of other roles or from another project. */
export function signedJwt(claims: object, secret: string): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}
