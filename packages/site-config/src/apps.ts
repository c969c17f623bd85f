/**
 * The one route table of the product: which app owns which path prefix under the single public domain.
 * The local gateway, the production proxy template, each app's Vite `base` / router basename and the e2e
 * suite all read it from here.
 */
export type AppName = 'marketing' | 'founder-preview' | 'investor-preview'

export interface AppRoute {
  name: AppName
  /** Path prefix the app owns; `/` is the catch-all (marketing also renders the 404 page). */
  prefix: '/' | `/${string}`
  /** Folder (relative to the repo root) holding the app's built static files. */
  distDir: string
  /** Port of the app's Vite dev server behind `pnpm dev`. */
  devPort: number
}

export const appRoutes = [
  { name: 'founder-preview', prefix: '/founder', distDir: 'apps/founder-preview/dist/client', devPort: 5174 },
  {
    name: 'investor-preview',
    prefix: '/investor',
    distDir: 'apps/investor-preview/dist/client',
    devPort: 5175,
  },
  { name: 'marketing', prefix: '/', distDir: 'apps/marketing/dist/client', devPort: 5173 },
] as const satisfies readonly AppRoute[]

export function appRoute(name: AppName): AppRoute {
  const route = appRoutes.find((candidate) => candidate.name === name)
  if (!route) throw new Error(`Unknown app ${name}`)
  return route
}

/** Vite `base` for an app: its prefix with a trailing slash. */
export function appBase(name: AppName): string {
  const { prefix } = appRoute(name)
  return prefix === '/' ? '/' : `${prefix}/`
}

/** Which app serves a request path: the longest matching prefix, marketing for everything else. */
export function appForPath(pathname: string): AppRoute {
  const match = appRoutes.find(
    (route) => route.prefix !== '/' && (pathname === route.prefix || pathname.startsWith(`${route.prefix}/`)),
  )
  return match ?? appRoute('marketing')
}
