import { readFileSync } from 'node:fs'
import { type AppName, appRoutes, NOT_FOUND_DOCUMENT, securityHeaders } from '@app/site-config'
import { CACHE_CONTROL } from './cache-policy.ts'
import { ALLOW_HEADER, READ_METHODS } from './read-methods.ts'

export const NGINX_TEMPLATE = new URL('../nginx/vibescore.conf.template', import.meta.url)
/** One preview app's locations, written into NGINX_TEMPLATE once per preview app of the route table. */
const PREVIEW_APP_TEMPLATE = new URL('../nginx/preview-app.conf.template', import.meta.url)

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

/** Fills a template's `${NAME}` placeholders; one the values do not name is an error, not an empty string. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in the nginx template`)
    return value
  })
}

export function renderNginxConfig(
  options: NginxConfigOptions,
  template = readFileSync(NGINX_TEMPLATE, 'utf8'),
  previewAppTemplate = readFileSync(PREVIEW_APP_TEMPLATE, 'utf8'),
) {
  const headerLines = Object.entries(
    securityHeaders({ supabaseUrl: options.supabaseUrl, scriptHashes: options.scriptHashes }),
  )
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n')
  const shared = {
    SECURITY_HEADERS: headerLines,
    CACHE_HASHED_ASSET: CACHE_CONTROL.hashedAsset,
    CACHE_REVALIDATE: CACHE_CONTROL.revalidate,
    NOT_FOUND_DOCUMENT,
  }
  // The preview template's own opening comment says how it is used; the config needs it once, not per app.
  const previewLocations = previewAppTemplate.replace(/^(#.*\n)+/, '')
  const values: Record<string, string> = {
    ...shared,
    LISTEN: options.listen,
    READ_METHODS_PATTERN: READ_METHODS.join('|'),
    ALLOW_HEADER,
  }
  const previewApps: string[] = []
  for (const app of appRoutes) {
    const origin = assertOrigin(app.name, options.origins[app.name])
    // The site at `/` is the main template's own; each preview app gets a copy of the preview template.
    if (app.prefix === '/') values[originPlaceholder(app.name)] = origin
    else
      previewApps.push(
        fill(previewLocations, { ...shared, PREFIX: app.prefix, NAME: app.prefix.slice(1), ORIGIN: origin }),
      )
  }
  values.PREVIEW_APPS = previewApps.join('').trimEnd()
  return fill(template, values)
}
