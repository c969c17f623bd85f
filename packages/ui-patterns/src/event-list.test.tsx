import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { EventList } from './event-list'

const events = [
  { id: 1, title: 'Pitch Deck Teardown Live', date: '2025-06-18', time: '6:00 PM BST', type: 'Virtual' },
  { id: 2, title: 'Founder Metrics Masterclass', date: '2025-07-01', time: '5:00 PM BST', type: 'In person' },
]

describe('EventList', () => {
  it('shows each event with its machine-readable day, title, time and type', () => {
    render(<EventList events={events} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const [first, second] = items
    if (!first || !second) throw new Error('expected two events')
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Pitch Deck Teardown Live')
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2025-06-18')
    expect(first.querySelector('time')?.textContent).toBe('Jun18')
    expect(first.textContent).toContain('6:00 PM BST')
    expect(second.querySelector('time')?.textContent).toBe('Jul1')
    expect(second.textContent).toContain('In person')
  })

  it('renders the per-event action when given one', () => {
    render(
      <EventList
        events={events}
        renderAction={(event) => <button type="button">Join {event.title}</button>}
      />,
    )
    screen.getByRole('button', { name: 'Join Founder Metrics Masterclass' })
    expect(screen.getAllByRole('button')).toHaveLength(2)
  })
})
