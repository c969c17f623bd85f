import { previewTestRouter } from '@app/preview-kit/testing'
import { render, screen } from '@testing-library/react'
import { RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { links } from './env.ts'
import { founderApp } from './screens.ts'

/** The app as its route table (src/routes.ts) builds it: every screen from its route module in src/routes/. */
function renderAt(path: string) {
  const modules = import.meta.glob('./routes/*.tsx')
  render(<RouterProvider router={previewTestRouter(founderApp, links, modules, path)} />)
}

// The first screen's route module is transformed on demand, which can take longer than findBy's default 1 s (but stays within the 5 s test timeout).
const LAZY_LOAD = { timeout: 4000 }

describe('founder routes', () => {
  it.each(['/', '/dashboard'])(
    'shows the dashboard at %s with Dashboard marked as the current page',
    async (path) => {
      renderAt(path)
      await screen.findByRole('heading', { level: 1, name: /welcome back/i }, LAZY_LOAD)
      const [dashboardLink] = screen.getAllByRole('link', { name: 'Dashboard' })
      expect(dashboardLink?.getAttribute('aria-current')).toBe('page')
    },
  )

  it.each([
    { path: '/ai-cofounder', heading: 'AI Cofounder' },
    { path: '/progress', heading: 'Progress' },
    { path: '/connect', heading: 'Connect' },
    { path: '/resources', heading: 'Resources' },
  ])('loads $heading at $path', async ({ path, heading }) => {
    renderAt(path)
    await screen.findByRole('heading', { level: 1, name: heading }, LAZY_LOAD)
    const [navLink] = screen.getAllByRole('link', { name: heading })
    expect(navLink?.getAttribute('aria-current')).toBe('page')
  })

  it('shows the in-app not-found view for an unknown child path', async () => {
    renderAt('/no-such-screen')
    await screen.findByRole('heading', { name: 'Oops! Page not found' }, LAZY_LOAD)
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/')
  })

  it('links the logo and Get Early Access to the marketing site', async () => {
    renderAt('/progress')
    await screen.findByRole('heading', { level: 1, name: 'Progress' }, LAZY_LOAD)
    expect(screen.getByRole('link', { name: /home/i }).getAttribute('href')).toBe('/')
    const [earlyAccess] = screen.getAllByRole('link', { name: 'Get Early Access' })
    expect(earlyAccess?.getAttribute('href')).toBe('/get-early-access')
  })
})
