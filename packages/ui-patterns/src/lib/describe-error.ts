import { isRouteErrorResponse } from 'react-router'

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
