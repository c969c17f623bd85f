import { render, screen, within } from '@testing-library/react'
import { Users } from 'lucide-react'
import { describe, expect, it } from 'vitest'

import { MetricCard } from './metric-card'

describe('MetricCard', () => {
  it.each([
    { positive: true, change: '+12.5%', spoken: 'Up +12.5%' },
    { positive: false, change: '-3.2%', spoken: 'Down -3.2%' },
  ])(
    'says the direction of a $change change in words, not only by colour and arrow',
    ({ positive, change, spoken }) => {
      render(
        <MetricCard
          title="Weekly Active Users"
          value="2,847"
          change={change}
          positive={positive}
          icon={Users}
        />,
      )
      // The words a screen reader reads; the arrow and its icon are hidden from it.
      expect(screen.getByText(change).textContent).toBe(spoken)
      expect(screen.getByText(change).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    },
  )

  it('is a group named by its title, holding the value and the default comparison label', () => {
    render(<MetricCard title="Total Revenue" value="£12,450" change="+8.1%" positive />)
    const card = screen.getByRole('group', { name: 'Total Revenue' })
    within(card).getByRole('heading', { name: 'Total Revenue' })
    within(card).getByText('£12,450')
    within(card).getByText('vs last week')
  })

  it('uses a custom comparison label', () => {
    render(
      <MetricCard title="Annual Return" value="18.2%" change="+2.4%" positive changeLabel="vs last year" />,
    )
    screen.getByText('vs last year')
    expect(screen.queryByText('vs last week')).toBeNull()
  })
})
