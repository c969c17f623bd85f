import { NOT_FOUND_LOG_PREFIX } from '@app/ui-patterns/lib/log-not-found'
import { configure, render, screen } from '@testing-library/react'
import { LayoutDashboard, Sparkles } from 'lucide-react'
import type { MetaDescriptor } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PreviewApp } from '../app.ts'
import { previewTestRouter } from '../testing.tsx'
import { previewMeta } from './preview-document.tsx'

function Home() {
  return <h1>Home screen</h1>
}
function Broken(): never {
  throw new Error('screen exploded')
}

const app: PreviewApp = {
  areaLabel: 'Test Preview',
  brandName: 'Brand',
  notFoundDescription: 'Nothing here.',
  screens: [
    {
      label: 'Home',
      path: 'home',
      description: 'The home screen of the test preview.',
      icon: LayoutDashboard,
    },
    { label: 'Broken', path: 'broken', description: 'A screen that fails.', icon: Sparkles },
  ],
}
// The first render of the file loads the router and its lazy screen: on a two-core machine busy with the rest
// of the suite (and the e2e build next to it) that took longer than the one-second default and failed.
configure({ asyncUtilTimeout: 5_000 })

const links = { homeHref: '/', earlyAccessHref: '/get-early-access' }
const meta = previewMeta(app, { base: '/test/', siteUrl: 'https://vibescore.example' })

const modules = {
  './routes/home.tsx': async () => ({ default: Home }),
  './routes/broken.tsx': async () => ({ default: Broken }),
}

function renderAt(path: string) {
  render(<RouterProvider router={previewTestRouter(app, links, modules, path)} />)
}

const metaAt = (pathname: string) =>
  (meta({ location: { pathname } } as Parameters<typeof meta>[0]) ?? []) as MetaDescriptor[]
function titleOf(meta: MetaDescriptor[]) {
  for (const tag of meta) if ('title' in tag) return tag.title
  return undefined
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the preview shell', () => {
  it.each(['/', '/home'])('shows the first screen at %s, current in the nav', async (path) => {
    renderAt(path)
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy()
    const [nav] = screen.getAllByRole('link', { name: 'Home' })
    expect(nav?.getAttribute('aria-current')).toBe('page')
  })

  it('puts every screen in the nav', async () => {
    renderAt('/home')
    await screen.findByRole('heading', { name: 'Home screen' })
    expect(screen.getAllByRole('link', { name: 'Broken' })[0]?.getAttribute('href')).toBe('/broken')
  })

  it('shows the 404 for an unknown path and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt('/no-such-screen')
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy()
    expect(screen.getByText('Nothing here.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe(links.homeHref)
    expect(log).toHaveBeenCalledWith(`${NOT_FOUND_LOG_PREFIX} /no-such-screen`)
  })

  it('shows "Unexpected Application Error!" with the message inside the frame when a screen throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt('/broken')
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(screen.getByText('screen exploded')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0)
    expect(log).toHaveBeenCalled()
  })
})

describe('the root meta', () => {
  it.each([
    // The index shows the first screen, whose one address is its own path.
    ['/', 'Home · Test Preview · Brand', 'https://vibescore.example/test/home'],
    ['/home', 'Home · Test Preview · Brand', 'https://vibescore.example/test/home'],
    ['/broken/', 'Broken · Test Preview · Brand', 'https://vibescore.example/test/broken'],
  ])('titles %s after its screen, with its one address', (pathname, title, url) => {
    const meta = metaAt(pathname)
    expect(titleOf(meta)).toBe(title)
    expect(meta).toContainEqual({ property: 'og:url', content: url })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: url })
  })

  it('titles any other path as the 404 and keeps it out of search results', () => {
    const meta = metaAt('/no-such-screen')
    expect(titleOf(meta)).toBe('Page not found · Test Preview · Brand')
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(meta).toContainEqual({ name: 'description', content: 'Nothing here.' })
  })
})
