// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { LineChart, type LineChartSeries } from './line-chart'

const returns: LineChartSeries = {
  name: 'Portfolio value',
  points: [
    { label: 'Jan', value: 12 },
    { label: 'Feb', value: 40 },
    { label: 'Mar', value: 95 },
  ],
}
const benchmark: LineChartSeries = {
  name: 'Benchmark',
  points: [
    { label: 'Jan', value: 10 },
    { label: 'Feb', value: 20 },
    { label: 'Mar', value: 30 },
  ],
}
const pounds = (value: number) => `£${value}k`

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('LineChart', () => {
  it('is one image named by ariaLabel and described by a first-to-last summary', () => {
    render(<LineChart series={[returns]} ariaLabel="Portfolio performance" valueFormat={pounds} />)
    const chart = screen.getByRole('img', { name: 'Portfolio performance' })
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Portfolio value: £12k (Jan) to £95k (Mar).')
  })

  it('lists every value in a data table for screen readers, formatted with valueFormat', () => {
    render(<LineChart series={[returns, benchmark]} ariaLabel="Portfolio performance" valueFormat={pounds} />)
    const table = screen.getByRole('table', { name: 'Portfolio performance' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent))
    expect(rows).toEqual([
      ['Period', 'Portfolio value', 'Benchmark'],
      ['Jan', '£12k', '£10k'],
      ['Feb', '£40k', '£20k'],
      ['Mar', '£95k', '£30k'],
    ])
  })

  it('draws gridlines on round values that enclose the data', () => {
    const { container } = render(<LineChart series={[returns]} ariaLabel="Performance" />)
    const yLabels = Array.from(
      container.querySelectorAll('svg text[text-anchor="end"]'),
      (node) => node.textContent,
    )
    expect(yLabels.slice(0, 5)).toEqual(['0', '25', '50', '75', '100'])
  })

  it.each([
    [1, false],
    [2, true],
  ])('with %i series shows a legend: %s', (count, hasLegend) => {
    const { container } = render(
      <LineChart series={[returns, benchmark].slice(0, count)} ariaLabel="Performance" />,
    )
    expect(container.querySelector('ul') !== null).toBe(hasLegend)
  })

  it('thins crowded x-axis labels but always keeps the latest period', () => {
    const days: LineChartSeries = {
      name: 'Daily value',
      points: Array.from({ length: 30 }, (_, index) => ({ label: `D${index + 1}`, value: index })),
    }
    const { container } = render(<LineChart series={[days]} ariaLabel="Daily value" />)
    const xLabels = Array.from(container.querySelectorAll('svg text'), (node) => node.textContent).filter(
      (text) => text?.startsWith('D'),
    )
    expect(xLabels.length).toBeGreaterThan(1)
    expect(xLabels.length).toBeLessThan(30)
    expect(xLabels.at(-1)).toBe('D30')
  })

  it.each([
    [1, 1],
    [2, 0],
  ])('with %i series fills %i area under the line', (count, areas) => {
    const { container } = render(
      <LineChart series={[returns, benchmark].slice(0, count)} ariaLabel="Performance" />,
    )
    expect(container.querySelectorAll('path[fill^="url("]')).toHaveLength(areas)
  })

  it.each([
    [false, '1'],
    [true, null],
  ])(
    'reduced motion %s → stroke dash %s (the line only draws itself in when motion is allowed)',
    (reduce, dash) => {
      mockReducedMotion(reduce)
      const { container } = render(<LineChart series={[returns]} ariaLabel="Performance" />)
      const line = container.querySelector('path[fill="none"]')
      expect(line?.getAttribute('stroke-dasharray')).toBe(dash)
    },
  )

  it('shows the values of the nearest period while the pointer is over the plot', () => {
    const { container } = render(
      <LineChart series={[returns]} ariaLabel="Performance" valueFormat={pounds} />,
    )
    const svg = container.querySelector('svg')
    if (!svg) throw new Error('no svg')
    fireEvent.pointerMove(svg, { clientX: 10_000 })
    expect(container.querySelector('[aria-hidden="true"].absolute')?.textContent).toContain('Mar')
    expect(container.querySelector('[aria-hidden="true"].absolute')?.textContent).toContain('£95k')
    fireEvent.pointerLeave(svg)
    expect(container.querySelector('[aria-hidden="true"].absolute')).toBeNull()
  })

  it('says so instead of drawing an empty frame when there is no data', () => {
    render(<LineChart series={[{ name: 'Returns', points: [] }]} ariaLabel="Returns" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('No data for Returns.')).toBeTruthy()
  })
})
