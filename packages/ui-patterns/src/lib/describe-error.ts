import { isRouteErrorResponse } from 'react-router'

/** The fallback screen's title on the marketing site and in the previews, word for word as the product states it. */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!'

export interface ErrorDescription {
  message: string
  stack?: string
}

/** What the error boundary shows for anything thrown: a route response, an Error, or any other value. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() }
  if (error instanceof Error)
    return error.stack ? { message: error.message, stack: error.stack } : { message: error.message }
  return { message: String(error) }
}
