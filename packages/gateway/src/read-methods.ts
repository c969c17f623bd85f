/**
 * The methods the site's hosts answer: it only serves files (the forms write to the Data API, on its own origin).
 * The local gateway and the nginx template both read this list, so they refuse the same methods with 405.
 */
export const READ_METHODS = ['GET', 'HEAD'] as const

/** The `Allow` header of a 405: the methods that work. */
export const ALLOW_HEADER = READ_METHODS.join(', ')

export function isReadMethod(method: string) {
  return (READ_METHODS as readonly string[]).includes(method)
}
