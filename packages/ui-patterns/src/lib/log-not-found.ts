/** How both apps' not-found pages name, in the console, the address a visitor asked for. */
export const NOT_FOUND_LOG_PREFIX = '404 Error: User attempted to access non-existent route:'

/** Logs the address a visitor asked for that no page has (the path as the visitor typed it). */
export function logNotFound(path: string): void {
  console.error(`${NOT_FOUND_LOG_PREFIX} ${path}`)
}
