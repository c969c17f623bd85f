import { describe, expect, it } from 'vitest'
import { tooltipLeft } from './line-chart-tooltip.tsx'

// Where the tooltip's left edge goes in a 240 px drawing: beside the period, 12 px away, on the side with more
// room; when it does not fit there it is centred on the period instead, kept inside the drawing.
describe('tooltipLeft', () => {
  it.each([
    ['beside, right, in the first half', 40, 100, 52],
    ['beside, right, at the middle', 120, 100, 132],
    ['beside, left, past the middle', 200, 100, 88],
    ['beside, left, at the last period', 240, 100, 128],
    ['centred on the period when neither side has room', 100, 130, 35],
    ['centred, held at the left edge', 20, 220, 0],
    ['centred, held at the right edge', 230, 220, 20],
    ['at the left edge when wider than the drawing', 200, 300, 0],
  ] as const)('%s (period at %i, %i px wide) → %i', (_, x, tooltipWidth, left) => {
    expect(tooltipLeft({ x, width: 240, tooltipWidth })).toBe(left)
  })

  it.each([0, 30, 60, 90, 120, 150, 180, 210, 240])('a 150 px tooltip at period x = %i stays inside', (x) => {
    const left = tooltipLeft({ x, width: 240, tooltipWidth: 150 })
    expect(left).toBeGreaterThanOrEqual(0)
    expect(left + 150).toBeLessThanOrEqual(240)
  })
})
