import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type AppName, type AppRoute, appRoutes } from '@app/site-config'
import { renderNginxConfig } from './nginx-config.ts'

/**
 * Local ports of the plain static hosts that stand in for the three separately hosted apps: a fixed distance
 * above the proxy's own port (8081 → 9101–9103), so two checkouts running side by side on other ports do not
 * collide.
 */
function staticHostPorts(proxyPort: number): Record<AppName, number> {
  return {
    marketing: proxyPort + 1020,
    'founder-preview': proxyPort + 1021,
    'investor-preview': proxyPort + 1022,
  }
}

/** A static host that serves one app's build under its prefix and nothing else: no fallbacks, no 404 page. */
function staticHost(repoRoot: string, app: AppRoute, port: number): string {
  const dist = path.join(repoRoot, app.distDir)
  const location =
    app.prefix === '/' ? `location / { root ${dist}; }` : `location ${app.prefix}/ { alias ${dist}/; }`
  return `server { listen 127.0.0.1:${port}; log_not_found off; ${location} }`
}

/**
 * Writes a complete nginx configuration that runs the production proxy template on `listen` in front of local
 * static hosts of the built apps, as CI does. Returns the prefix directory for `nginx -p <dir> -c nginx.conf`.
 */
export function writeLocalNginx(options: {
  repoRoot: string
  listen: string
  supabaseUrl: string
  scriptHashes: readonly string[]
}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vibescore-nginx-'))
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp))
  const ports = staticHostPorts(Number(options.listen.split(':').pop()))
  const origins = Object.fromEntries(
    appRoutes.map((app) => [app.name, `http://127.0.0.1:${ports[app.name]}`]),
  ) as Record<AppName, string>
  const proxy = renderNginxConfig({ ...options, origins })
  // Started as root (CI), nginx's workers would drop to `nobody`, which cannot read a clone kept under a private
  // directory such as `mktemp -d` makes (0700): this stand-in's workers keep the user that runs it.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  const conf = `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${appRoutes.map((app) => `  ${staticHost(options.repoRoot, app, ports[app.name])}`).join('\n')}
${proxy}
}
`
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  return dir
}
