import { readFileSync } from 'node:fs'
import { type AppName, appRoutes, securityHeaders } from '@app/site-config'
import { ALLOW_HEADER, READ_METHODS } from './read-methods.ts'

export const NGINX_TEMPLATE = new URL('../nginx/vibescore.conf.template', import.meta.url)

export interface NginxConfigOptions {
  /** nginx `listen` argument, e.g. `80` or `127.0.0.1:8081`. */
  listen: string
  /** Where each app's static build is hosted (scheme://host[:port], serving the build under its prefix). */
  origins: Record<AppName, string>
  supabaseUrl: string
  scriptHashes: readonly string[]
}

/** The template placeholder of an app's upstream origin: founder-preview → FOUNDER_ORIGIN. */
export function originPlaceholder(app: AppName): string {
  return `${app.split('-')[0]?.toUpperCase()}_ORIGIN`
}

function assertOrigin(app: AppName, value: string): string {
  const url = new URL(value)
  // Regex and named locations may not carry a URI part in proxy_pass, so an origin is only scheme + host.
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${app} origin must have no path: ${value}`)
  return url.origin
}

export function renderNginxConfig(
  options: NginxConfigOptions,
  template = readFileSync(NGINX_TEMPLATE, 'utf8'),
) {
  const headerLines = Object.entries(
    securityHeaders({ supabaseUrl: options.supabaseUrl, scriptHashes: options.scriptHashes }),
  )
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n')
  const values: Record<string, string> = {
    LISTEN: options.listen,
    SECURITY_HEADERS: headerLines,
    READ_METHODS_PATTERN: READ_METHODS.join('|'),
    ALLOW_HEADER,
  }
  for (const app of appRoutes)
    values[originPlaceholder(app.name)] = assertOrigin(app.name, options.origins[app.name])
  return template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in the nginx template`)
    return value
  })
}
