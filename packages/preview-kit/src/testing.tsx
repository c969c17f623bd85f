import { configure, render, screen } from '@testing-library/react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { type PreviewApp, type PreviewScreen, previewRouteShape, SCREEN_ROUTES_DIR } from './app.ts'
import { PreviewErrorBoundary } from './client/preview-document.tsx'
import PreviewNotFound from './client/preview-not-found.tsx'
import { type PreviewLinks, PreviewShell } from './client/preview-shell.tsx'

type RouteModules = Record<string, () => Promise<unknown>>

/**
 * For tests: an app's routes as React Router's framework mode builds them from `previewRoutes` (the shell around
 * `previewRouteShape`: every screen's route module, the first at the index, the 404 for anything else), in a
 * browser router (as the app runs in) with the address at `path`. `modules` is the app's
 * `import.meta.glob('./routes/*.tsx')`; a screen without its module fails here.
 */
export function previewTestRouter(app: PreviewApp, links: PreviewLinks, modules: RouteModules, path: string) {
  const screenRoute = (screen: PreviewScreen) => {
    const load = modules[`./${SCREEN_ROUTES_DIR}/${screen.path}.tsx`]
    if (!load) throw new Error(`No route module ${SCREEN_ROUTES_DIR}/${screen.path}.tsx`)
    return async () => ({ Component: ((await load()) as { default: RouteObject['Component'] }).default })
  }
  const children = previewRouteShape(app).map((shape): RouteObject => {
    const module = shape.screen ? { lazy: screenRoute(shape.screen) } : { Component: PreviewNotFound }
    return 'index' in shape
      ? { id: shape.id, index: true, ...module }
      : { id: shape.id, path: shape.path, ...module }
  })
  history.replaceState(null, '', path)
  return createBrowserRouter([
    {
      path: '/',
      element: <PreviewShell app={app} links={links} />,
      errorElement: <PreviewErrorBoundary app={app} links={links} />,
      children,
    },
  ])
}

/**
 * The route checks every preview app runs (its `src/routes.test.tsx`): the first screen at the index and at its
 * own path with its nav item current, each other screen at its path, the in-app 404, and the logo and Get Early
 * Access leading to the marketing site, and a social image for every screen. `headings` gives the level-1
 * heading each screen shows, by path; `socialImages` is the app's `import.meta.glob('../public/og/*.png')`.
 */
export function describePreviewRoutes({
  app,
  links,
  modules,
  headings,
  socialImages,
}: {
  app: PreviewApp
  links: PreviewLinks
  modules: RouteModules
  headings: Record<string, string | RegExp>
  socialImages: Record<string, unknown>
}) {
  const renderAt = (path: string) =>
    render(<RouterProvider router={previewTestRouter(app, links, modules, path)} />)
  const [first, ...others] = app.screens
  const headingOf = (path: string) => {
    const heading = headings[path]
    if (heading === undefined) throw new Error(`No heading given for /${path}`)
    return heading
  }

  describe(`${app.areaLabel} routes`, () => {
    // Even with the modules loaded, a first render through the router took over findBy's one-second default
    // on a two-core machine running the e2e suite beside the unit tests, and over five seconds twice at a load
    // average of 10–16. A screen that never shows its heading still fails, after 15 s.
    beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))
    // Route modules are transformed on first import, which on a busy machine can outlast findBy's wait: load them
    // all once, so each test waits on the router, not on the test runner.
    beforeAll(() => Promise.all(Object.values(modules).map((load) => load())), 60_000)

    it.each([
      { path: '/', shown: first },
      ...app.screens.map((shown) => ({ path: `/${shown.path}`, shown })),
    ])(
      'shows $shown.label at $path with its nav item marked as the current page',
      async ({ path, shown }) => {
        renderAt(path)
        await screen.findByRole('heading', { level: 1, name: headingOf(shown.path) })
        const [navLink] = screen.getAllByRole('link', { name: shown.label })
        expect(navLink?.getAttribute('aria-current')).toBe('page')
      },
    )

    it('shows the in-app not-found view for an unknown child path', async () => {
      renderAt('/no-such-screen')
      await screen.findByRole('heading', { name: 'Oops! Page not found' })
      expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe(links.homeHref)
    })

    // Each page's og:image names og/<path>.png (meta.ts); the build does not check that the file is there.
    it('has a social image for every screen (written by `pnpm capture`)', () => {
      const images = Object.keys(socialImages).map((file) => file.slice(file.lastIndexOf('/') + 1))
      expect(images).toEqual(expect.arrayContaining(app.screens.map((shown) => `${shown.path}.png`)))
    })

    const last = others.at(-1) ?? first
    it('links the logo and Get Early Access to the marketing site', async () => {
      renderAt(`/${last.path}`)
      await screen.findByRole('heading', { level: 1, name: headingOf(last.path) })
      expect(screen.getByRole('link', { name: /home/i }).getAttribute('href')).toBe(links.homeHref)
      const [earlyAccess] = screen.getAllByRole('link', { name: 'Get Early Access' })
      expect(earlyAccess?.getAttribute('href')).toBe(links.earlyAccessHref)
    })
  })
}
