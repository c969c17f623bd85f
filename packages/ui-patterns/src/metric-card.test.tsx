import { render, screen } from '@testing-library/react'
import { Users } from 'lucide-react'
import { describe, expect, it } from 'vitest'

import { MetricCard } from './metric-card'

describe('MetricCard', () => {
  it.each([
    { positive: true, change: '+12.5%', trend: 'up', spoken: 'Up +12.5%', colour: 'text-success' },
    { positive: false, change: '-3.2%', trend: 'down', spoken: 'Down -3.2%', colour: 'text-danger' },
  ])(
    'shows a $trend change in its colour with a spoken direction',
    ({ positive, change, trend, spoken, colour }) => {
      const { container } = render(
        <MetricCard
          title="Weekly Active Users"
          value="2,847"
          change={change}
          positive={positive}
          icon={Users}
        />,
      )
      const changeBadge = container.querySelector('[data-trend]')
      expect(changeBadge?.getAttribute('data-trend')).toBe(trend)
      expect(changeBadge?.className).toContain(colour)
      expect(changeBadge?.textContent).toBe(spoken)
      expect(container.querySelector(`.lucide-trending-${trend}`)).not.toBeNull()
    },
  )

  it('renders title, value and the default comparison label', () => {
    render(<MetricCard title="Total Revenue" value="£12,450" change="+8.1%" positive />)
    expect(screen.getByRole('heading', { name: 'Total Revenue' })).toBeTruthy()
    expect(screen.getByText('£12,450').className).toContain('tabular-nums')
    expect(screen.getByText('vs last week')).toBeTruthy()
  })

  it('uses a custom comparison label', () => {
    render(
      <MetricCard title="Annual Return" value="18.2%" change="+2.4%" positive changeLabel="vs last year" />,
    )
    expect(screen.getByText('vs last year')).toBeTruthy()
    expect(screen.queryByText('vs last week')).toBeNull()
  })
})
