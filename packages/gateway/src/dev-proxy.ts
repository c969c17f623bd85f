import { appForPath, appRoutes } from '@app/site-config'
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware'

/**
 * `pnpm dev`: every request goes to the Vite dev server of the app that owns its path, WebSockets included
 * so hot reload works through the single origin.
 */
export function devProxies(): RequestHandler[] {
  return appRoutes.map((app) =>
    createProxyMiddleware({
      target: `http://127.0.0.1:${app.devPort}`,
      xfwd: true,
      pathFilter: (pathname) => appForPath(pathname).name === app.name,
    }),
  )
}
