const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/** The e2e suite writes and reads rows: refuse to run against anything but a database on this machine. */
export function assertLocalTarget(name: string, value: string | undefined): void {
  if (!value) return
  const host = new URL(value).hostname
  if (!LOOPBACK.has(host)) {
    throw new Error(`Refusing to run e2e tests: ${name} points at ${host}, not at a local database.`)
  }
}
