import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'

import { PreviewTopBar } from './preview-top-bar'

const navItems = [
  { label: 'Dashboard', to: '/dashboard', alsoAtIndex: true },
  { label: 'Discover', to: '/discover' },
  { label: 'My Portfolio', to: '/portfolio' },
]

function renderAt(path: string) {
  return render(
    <MemoryRouter basename="/investor" initialEntries={[path]}>
      <PreviewTopBar
        areaLabel="Investor Preview"
        navItems={navItems}
        homeHref="http://localhost:4173/"
        earlyAccessHref="http://localhost:4173/get-early-access"
      />
      <Routes>
        <Route path="*" element={<p data-testid="page" />} />
      </Routes>
    </MemoryRouter>,
  )
}

const desktopNav = () =>
  within(screen.getAllByRole('navigation', { name: 'Investor Preview' })[0] as HTMLElement)

describe('PreviewTopBar', () => {
  it('marks only the current route as the current page, resolved under the basename', () => {
    renderAt('/investor/discover')
    const nav = desktopNav()
    expect(nav.getByRole('link', { name: 'Discover' }).getAttribute('aria-current')).toBe('page')
    expect(nav.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/investor/discover')
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull()
    expect(nav.getByRole('link', { name: 'My Portfolio' }).getAttribute('aria-current')).toBeNull()
  })

  it.each(['/investor', '/investor/dashboard'])(
    'marks the item the index also shows as current at %s, and nothing else',
    (path) => {
      renderAt(path)
      const nav = desktopNav()
      expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
      expect(nav.getByRole('link', { name: 'Discover' }).getAttribute('aria-current')).toBeNull()
    },
  )

  it('links the logo and the call to action with plain anchors to the given addresses', () => {
    renderAt('/investor/dashboard')
    expect(screen.getByRole('link', { name: 'VibeScore home' }).getAttribute('href')).toBe(
      'http://localhost:4173/',
    )
    const cta = screen.getByRole('link', { name: 'Get Early Access' })
    expect(cta.getAttribute('href')).toBe('http://localhost:4173/get-early-access')
    screen.getByText('Investor Preview')
  })

  it('opens the mobile menu from its toggle and closes it when an entry is chosen', async () => {
    renderAt('/investor/dashboard')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(menu?.hidden).toBe(true)

    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Close menu')
    expect(menu?.hidden).toBe(false)

    await userEvent.click(within(menu as HTMLElement).getByRole('link', { name: 'My Portfolio' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(menu?.hidden).toBe(true)
    expect(desktopNav().getByRole('link', { name: 'My Portfolio' }).getAttribute('aria-current')).toBe('page')
  })

  it('closes the mobile menu on Escape', async () => {
    renderAt('/investor/dashboard')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    await userEvent.click(toggle)
    await userEvent.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
