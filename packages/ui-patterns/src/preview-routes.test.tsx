import { render, screen } from '@testing-library/react'
import { LayoutDashboard, Sparkles } from 'lucide-react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PreviewApp } from './lib/preview-app.ts'
import { previewRoutes } from './preview-routes.tsx'

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
      description: 'd',
      icon: LayoutDashboard,
      load: async () => ({ Component: Home }),
    },
    {
      label: 'Broken',
      path: 'broken',
      description: 'd',
      icon: Sparkles,
      load: async () => ({ Component: Broken }),
    },
  ],
}

function renderAt(path: string) {
  const routes = previewRoutes(app, { homeHref: '/', earlyAccessHref: '/get-early-access' })
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('previewRoutes', () => {
  it.each(['/', '/home'])('shows the first screen at %s, titled after it', async (path) => {
    renderAt(path)
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy()
    expect(document.title).toBe('Home · Test Preview · Brand')
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
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-screen',
    )
    expect(document.title).toBe('Page not found · Test Preview · Brand')
  })

  it('shows "Unexpected Application Error!" with the message inside the shell when a screen throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt('/broken')
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(screen.getByText('screen exploded')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0)
    expect(log).toHaveBeenCalled()
  })
})
