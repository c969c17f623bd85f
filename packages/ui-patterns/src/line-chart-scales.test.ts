import { describe, expect, it } from 'vitest'
import { chartLayout, hasXLabel, valueAxis, xLabelStride } from './line-chart-scales.ts'

describe('valueAxis', () => {
  it.each([
    [
      [12, 95],
      [0, 20, 40, 60, 80, 100],
    ],
    [
      [2_435_000, 2_660_000],
      [2_400_000, 2_500_000, 2_600_000, 2_700_000],
    ],
    [
      [161, 178],
      [160, 165, 170, 175, 180],
    ],
    [
      [-3, 7],
      [-4, -2, 0, 2, 4, 6, 8],
    ],
    [
      [0.1, 0.3],
      [0.1, 0.15, 0.2, 0.25, 0.3],
    ],
  ])('puts round ticks around %j: %j', (values, ticks) => {
    expect(valueAxis(values, [100, 0]).ticks).toEqual(ticks)
  })

  it('encloses every value, the first tick at the bottom of the range and the last at its top', () => {
    const { scale, ticks } = valueAxis([12, 40, 95], [200, 10])
    expect(ticks[0]).toBeLessThanOrEqual(12)
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(95)
    expect(scale(ticks[0] ?? Number.NaN)).toBe(200)
    expect(scale(ticks.at(-1) ?? Number.NaN)).toBe(10)
  })

  it.each([
    [
      [50, 50],
      [44, 46, 48, 50, 52, 54, 56],
    ],
    [
      [0, 0],
      [-1, -0.5, 0, 0.5, 1],
    ],
  ])('gives a flat series %j a span around it: %j', (values, ticks) => {
    expect(valueAxis(values, [100, 0]).ticks).toEqual(ticks)
  })
})

describe('x labels', () => {
  it.each([
    [6, 600, 1],
    [32, 300, 8],
    [32, 900, 3],
    [24, 280, 6],
    [5, 10, 5],
  ])('%i periods over %i px: every %i-th period is labelled', (count, width, stride) => {
    expect(xLabelStride(count, width)).toBe(stride)
  })

  it('always labels the latest period, counting back from it', () => {
    const labelled = Array.from({ length: 10 }, (_, index) => index).filter((index) =>
      hasXLabel(index, 10, 3),
    )
    expect(labelled).toEqual([0, 3, 6, 9])
    expect(hasXLabel(9, 10, 4)).toBe(true)
  })
})

describe('chartLayout', () => {
  const format = (value: number) => `£${value}`

  it('makes room on the left for the longest value label and spreads the periods over the rest', () => {
    const layout = chartLayout({
      width: 400,
      height: 200,
      periods: 5,
      values: [100, 900],
      tickFormat: format,
    })
    // "£1000" is the longest tick label: 5 glyphs of about 7 px after 12 px of padding.
    expect(layout.tickLabels.at(-1)).toBe('£1000')
    expect(layout.left).toBe(12 + 5 * 7)
    expect(layout.x(0)).toBe(layout.left)
    expect(layout.x(4)).toBe(400 - 16)
    expect(layout.y(layout.ticks[0] ?? 0)).toBe(200 - 28)
  })

  it('puts a single period in the middle', () => {
    const layout = chartLayout({ width: 400, height: 200, periods: 1, values: [5], tickFormat: format })
    expect(layout.x(0)).toBe(layout.left + layout.plotWidth / 2)
    expect(layout.nearestPeriod(0)).toBe(0)
    expect(layout.nearestPeriod(10_000)).toBe(0)
  })

  it('finds the period nearest to a pointer position, clamped to the chart', () => {
    const layout = chartLayout({ width: 400, height: 200, periods: 5, values: [1, 2], tickFormat: format })
    const step = layout.plotWidth / 4
    expect(layout.nearestPeriod(layout.left + step * 2.4)).toBe(2)
    expect(layout.nearestPeriod(layout.left + step * 2.6)).toBe(3)
    expect(layout.nearestPeriod(-50)).toBe(0)
    expect(layout.nearestPeriod(10_000)).toBe(4)
  })
})
