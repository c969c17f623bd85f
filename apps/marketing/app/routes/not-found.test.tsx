import { NOT_FOUND_LOG_PREFIX } from '@app/ui-patterns/lib/log-not-found'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { logNotFound } from '../runtime/log-not-found'
import NotFound from './not-found'

describe('NotFound', () => {
  it('shows the 404 message, a way home, and the page script logs the path the visitor asked for', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState(null, '', '/no/such-page')
    // The panel's link is shared with the previews' client router; here it only ever prerenders.
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    )
    screen.getByText('404')
    screen.getByRole('heading', { name: 'Oops! Page not found' })
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveProperty('pathname', '/')

    logNotFound()
    expect(error).toHaveBeenCalledWith(`${NOT_FOUND_LOG_PREFIX} /no/such-page`)
    error.mockRestore()
  })
})
