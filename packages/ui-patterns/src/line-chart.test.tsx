// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
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
const tooltip = () => document.querySelector('[data-slot="line-chart-tooltip"]')

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
    expect(yLabels.slice(0, 6)).toEqual(['0', '20', '40', '60', '80', '100'])
  })

  it('prints the axis with tickFormat and every value read out with valueFormat', () => {
    const { container } = render(
      <LineChart
        series={[returns]}
        ariaLabel="Performance"
        valueFormat={(value) => `£${value},000`}
        tickFormat={pounds}
      />,
    )
    const yLabels = Array.from(
      container.querySelectorAll('svg text[text-anchor="end"]'),
      (node) => node.textContent,
    )
    expect(yLabels.slice(0, 2)).toEqual(['£0k', '£20k'])
    const table = screen.getByRole('table', { name: 'Performance' })
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toBe('Mar£95,000')
    const selector = screen.getByRole('slider', { name: 'Performance: values by period' })
    act(() => selector.focus())
    expect(selector.getAttribute('aria-valuetext')).toBe('Mar: Portfolio value £95,000')
    expect(tooltip()?.textContent).toBe('MarPortfolio value£95,000')
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
    render(<LineChart series={[returns]} ariaLabel="Performance" valueFormat={pounds} />)
    const selector = screen.getByRole('slider', { name: 'Performance: values by period' })
    fireEvent.pointerMove(selector, { clientX: 10_000 })
    expect(tooltip()?.textContent).toBe('MarPortfolio value£95k')
    fireEvent.pointerLeave(selector)
    expect(tooltip()).toBeNull()
  })

  it('shows the period under a tap, which sends no pointer move and leaves before the focus it gives', () => {
    render(<LineChart series={[returns]} ariaLabel="Performance" valueFormat={pounds} />)
    const selector = screen.getByRole('slider', { name: 'Performance: values by period' })
    fireEvent.pointerDown(selector, { clientX: 0, pointerType: 'touch' })
    fireEvent.pointerUp(selector, { clientX: 0, pointerType: 'touch' })
    fireEvent.pointerLeave(selector, { pointerType: 'touch' })
    fireEvent.focus(selector)
    expect(tooltip()?.textContent).toBe('JanPortfolio value£12k')
  })

  it('shows nothing once a swipe over the plot turns into a scroll (the browser cancels the pointer)', () => {
    render(<LineChart series={[returns]} ariaLabel="Performance" valueFormat={pounds} />)
    const selector = screen.getByRole('slider', { name: 'Performance: values by period' })
    fireEvent.pointerDown(selector, { clientX: 0, pointerType: 'touch' })
    fireEvent.pointerCancel(selector, { pointerType: 'touch' })
    fireEvent.pointerLeave(selector, { pointerType: 'touch' })
    expect(tooltip()).toBeNull()
  })

  it('lets the keyboard walk the periods with the same tooltip, and announces each one', () => {
    render(<LineChart series={[returns, benchmark]} ariaLabel="Performance" valueFormat={pounds} />)
    const selector = screen.getByRole('slider', { name: 'Performance: values by period' })
    expect(selector.tabIndex).toBe(0)
    expect(tooltip()).toBeNull()

    // Focus shows the latest period at once.
    act(() => selector.focus())
    expect(tooltip()?.textContent).toBe('MarPortfolio value£95kBenchmark£30k')
    expect(selector.getAttribute('aria-valuetext')).toBe('Mar: Portfolio value £95k, Benchmark £30k')
    expect(selector.getAttribute('aria-valuenow')).toBe('3')

    fireEvent.keyDown(selector, { key: 'ArrowLeft' })
    expect(tooltip()?.textContent).toBe('FebPortfolio value£40kBenchmark£20k')
    expect(selector.getAttribute('aria-valuetext')).toBe('Feb: Portfolio value £40k, Benchmark £20k')
    const byKeyboard = tooltip()?.textContent

    fireEvent.keyDown(selector, { key: 'Home' })
    expect(selector.getAttribute('aria-valuetext')).toBe('Jan: Portfolio value £12k, Benchmark £10k')
    fireEvent.keyDown(selector, { key: 'ArrowLeft' })
    expect(selector.getAttribute('aria-valuenow')).toBe('1')
    fireEvent.keyDown(selector, { key: 'End' })
    fireEvent.keyDown(selector, { key: 'ArrowRight' })
    expect(selector.getAttribute('aria-valuenow')).toBe('3')

    fireEvent.keyDown(selector, { key: 'Escape' })
    expect(tooltip()).toBeNull()
    // The slider still reports the latest period: the keys step on from it, as a screen reader was told.
    expect(selector.getAttribute('aria-valuenow')).toBe('3')
    fireEvent.keyDown(selector, { key: 'ArrowRight' })
    expect(selector.getAttribute('aria-valuenow')).toBe('3')
    fireEvent.keyDown(selector, { key: 'Escape' })
    fireEvent.keyDown(selector, { key: 'ArrowLeft' })
    expect(selector.getAttribute('aria-valuenow')).toBe('2')
    fireEvent.keyDown(selector, { key: 'Escape' })
    act(() => selector.blur())
    expect(tooltip()).toBeNull()

    // The pointer over the same period shows the very same tooltip.
    const box = selector.getBoundingClientRect()
    fireEvent.pointerMove(selector, { clientX: box.left + 640 / 2 })
    expect(tooltip()?.textContent).toBe(byKeyboard)
  })

  it('leaves other keys alone (Tab still moves on)', () => {
    render(<LineChart series={[returns]} ariaLabel="Performance" />)
    const selector = screen.getByRole('slider')
    act(() => selector.focus())
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    selector.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true })
    act(() => {
      selector.dispatchEvent(arrow)
    })
    expect(arrow.defaultPrevented).toBe(true)
  })

  it('says so instead of drawing an empty frame when there is no data', () => {
    render(<LineChart series={[{ name: 'Returns', points: [] }]} ariaLabel="Returns" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('No data for Returns.')).toBeTruthy()
  })
})
