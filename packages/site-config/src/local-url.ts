/**
 * Whether a URL points at this machine: `localhost` (and its subdomains), any 127.x address, `[::1]` or
 * `0.0.0.0`. The one test for "local" used wherever a tool must refuse to touch anything else (the seed
 * command, the e2e suite) or a build must refuse to mix a public site with a local Data API.
 */
export function isLocalUrl(url: string | URL): boolean {
  const host = new URL(url).hostname
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  )
}
