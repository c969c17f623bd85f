import { render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'

import { PreviewTopBar } from './preview-top-bar.tsx'

const navItems = [
  { label: 'Dashboard', to: '/dashboard', alsoAtIndex: true },
  { label: 'Discover', to: '/discover' },
  { label: 'My Portfolio', to: '/portfolio' },
]

function renderAt(path: string) {
  return render(
    <MemoryRouter basename="/investor" initialEntries={[path]}>
      <PreviewTopBar
        brandName="VibeScore"
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
    // One in the bar, one in the mobile menu.
    for (const cta of screen.getAllByRole('link', { name: 'Get Early Access' }))
      expect(cta.getAttribute('href')).toBe('http://localhost:4173/get-early-access')
    screen.getByText('Investor Preview')
  })

  // Opening and closing it is the browser's own popover, which happy-dom does not implement: the e2e spec
  // previews/top-bar-menu checks it in Chromium.
  it('has a menu toggle that names the menu it opens, which holds every entry and the call to action', () => {
    renderAt('/investor/dashboard')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(toggle.getAttribute('popovertarget')).toBe(menu.id)
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(entries).toEqual(['Dashboard', 'Discover', 'My Portfolio', 'Get Early Access'])
  })
})
