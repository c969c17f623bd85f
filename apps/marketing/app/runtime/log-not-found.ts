import { logNotFound as logPath } from '@app/ui-patterns/lib/log-not-found'

/**
 * The not-found page logs the address the visitor asked for. Hosts serve that page, prerendered once at /404,
 * for any unknown address, so the address comes from the browser, never from the build.
 */
export function logNotFound(): void {
  logPath(location.pathname)
}
