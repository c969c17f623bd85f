import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as React from 'react'
import { describe, expect, it, vi } from 'vitest'

import { Toggle } from './toggle'

function Controlled() {
  const [pressed, setPressed] = React.useState(true)
  return (
    <>
      <Toggle pressed={pressed} onPressedChange={setPressed}>
        Grid
      </Toggle>
      <output>{pressed ? 'grid' : 'list'}</output>
    </>
  )
}

describe('Toggle', () => {
  it('is a non-submitting button that starts unpressed', () => {
    render(<Toggle>Tech</Toggle>)
    const toggle = screen.getByRole('button', { name: 'Tech' })
    expect(toggle.getAttribute('type')).toBe('button')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
  })

  it('flips aria-pressed on each click when uncontrolled and reports the new state', async () => {
    const onPressedChange = vi.fn()
    render(<Toggle onPressedChange={onPressedChange}>Tech</Toggle>)
    const toggle = screen.getByRole('button', { name: 'Tech' })

    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(onPressedChange.mock.calls).toEqual([[true], [false]])
  })

  it('follows the pressed prop when controlled', async () => {
    render(<Controlled />)
    const toggle = screen.getByRole('button', { name: 'Grid' })
    expect(toggle.getAttribute('aria-pressed')).toBe('true')

    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('list')
  })

  it('stays put when the parent ignores the change in controlled mode', async () => {
    const onPressedChange = vi.fn()
    render(
      <Toggle pressed={false} onPressedChange={onPressedChange}>
        6M
      </Toggle>,
    )
    const toggle = screen.getByRole('button', { name: '6M' })
    await userEvent.click(toggle)
    expect(onPressedChange).toHaveBeenCalledWith(true)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
  })

  it('does not toggle when disabled', async () => {
    const onPressedChange = vi.fn()
    render(
      <Toggle disabled onPressedChange={onPressedChange}>
        Tech
      </Toggle>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Tech' }))
    expect(onPressedChange).not.toHaveBeenCalled()
  })
})
