import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorBoundary } from './root'

describe('root ErrorBoundary', () => {
  it('shows the generic title, the message and the stack trace of a thrown error', () => {
    const error = new Error('Widget exploded')
    error.stack = 'Error: Widget exploded\n    at Widget (widget.tsx:1:1)'
    render(<ErrorBoundary error={error} params={{}} />)
    screen.getByRole('heading', { name: 'Unexpected Application Error!' })
    screen.getByText('Widget exploded')
    expect(screen.getByText(/at Widget \(widget\.tsx:1:1\)/).tagName).toBe('PRE')
  })

  it('shows the message alone when there is no stack', () => {
    render(<ErrorBoundary error="Something odd" params={{}} />)
    screen.getByText('Something odd')
    expect(document.querySelector('pre')).toBeNull()
  })
})
