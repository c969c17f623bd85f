import { marketingPaths } from '@app/site-config'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from './routes'

function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const base = { id: entry.file, path: entry.path }
    return entry.index
      ? { ...base, index: true as const }
      : { ...base, children: toRouteObjects(entry.children ?? []) }
  })
}

const routeObjects = toRouteObjects(routes)

function leafFile(path: string): string | undefined {
  return matchRoutes(routeObjects, path)?.at(-1)?.route.id
}

describe('route table', () => {
  it.each(marketingPaths)('%s has its own page', (path) => {
    expect(leafFile(path)).not.toBe('routes/not-found.tsx')
    expect(leafFile(path)).toBeDefined()
  })

  it.each([
    ['/', 'routes/home.tsx'],
    ['/foundingteam', 'routes/founding-team.tsx'],
    ['/get-early-access-websummit', 'routes/get-early-access-websummit.tsx'],
    ['/thank-you-websummit', 'routes/thank-you-websummit.tsx'],
  ])('%s renders %s', (path, file) => {
    expect(leafFile(path)).toBe(file)
  })

  it.each(['/404', '/nope', '/pricing/extra', '/founding-team', '/Terms/x'])('%s is not found', (path) => {
    expect(leafFile(path)).toBe('routes/not-found.tsx')
  })

  it('keeps the form flow outside the site layout (its own minimal header)', () => {
    const layout = routes.find((entry) => entry.file === 'routes/site-layout.tsx')
    const insideLayout = (layout?.children ?? []).map((entry) => entry.file)
    expect(insideLayout).not.toContain('routes/get-early-access.tsx')
    expect(insideLayout).toContain('routes/pricing.tsx')
  })
})
