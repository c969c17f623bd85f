import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import NotFound from './not-found'

describe('NotFound', () => {
  it('shows the 404 message, a way home, and logs the path the visitor asked for', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = createMemoryRouter([{ path: '*', element: <NotFound /> }], {
      initialEntries: ['/no/such-page'],
    })
    render(<RouterProvider router={router} />)

    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveProperty('pathname', '/')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/no/such-page'))
    error.mockRestore()
  })
})
