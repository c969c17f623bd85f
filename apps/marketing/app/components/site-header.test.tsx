import { BRAND_NAME } from '@app/ui/brand'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader } from './site-header'

function renderHeader(path = '/') {
  const router = createMemoryRouter(
    ['/', '/pricing', '/get-early-access'].map((routePath) => ({ path: routePath, element: <SiteHeader /> })),
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
})

describe('SiteHeader', () => {
  it('links the logo home and the previews to their dashboards', () => {
    renderHeader('/pricing')
    expect(screen.getByRole('link', { name: `${BRAND_NAME} home` })).toHaveProperty('pathname', '/')
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Pricing' })).toHaveProperty('pathname', '/pricing')
    expect(screen.getAllByRole('link', { name: 'Founder Preview' })[0]).toHaveProperty(
      'pathname',
      '/founder/dashboard',
    )
    expect(screen.getAllByRole('link', { name: 'Investor Preview' })[0]).toHaveProperty(
      'pathname',
      '/investor/dashboard',
    )
    expect(screen.getAllByRole('link', { name: 'Get Early Access' })[0]).toHaveProperty(
      'pathname',
      '/get-early-access',
    )
  })

  it('toggles the mobile menu, which offers the same entries', async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()

    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-label')).toBe('Close menu')
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(entries).toEqual([
      'Features',
      'How It Works',
      'Pricing',
      'Founder Preview',
      'Investor Preview',
      'Get Early Access',
    ])

    await user.click(toggle)
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
  })

  it.each(['Features', 'How It Works', 'Pricing', 'Get Early Access'])(
    'closes the mobile menu when %s is chosen',
    async (entry) => {
      const user = userEvent.setup()
      renderHeader()
      await user.click(screen.getByRole('button', { name: 'Open menu' }))
      const menu = screen.getByRole('navigation', { name: 'Mobile' })
      await user.click(within(menu).getByRole('link', { name: entry }))
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
      expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    },
  )

  it('closes the mobile menu with Escape', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
  })
})
