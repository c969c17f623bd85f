/**
 * The not-found page logs the address the visitor asked for. Hosts serve that page, prerendered once at /404,
 * for any unknown address, so the address comes from the browser, never from the build.
 */
export function logNotFound(): void {
  console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`)
}
