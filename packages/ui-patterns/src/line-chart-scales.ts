import { scaleLinear } from 'd3-scale'

/** Room around the plot for the axis labels, in CSS pixels. */
const CHART_PADDING = { top: 12, right: 16, bottom: 28, left: 12 } as const
// Inter at 12 px averages about 7 px per glyph; enough to reserve room for the y-axis labels.
const LABEL_CHAR_WIDTH = 7
const MIN_X_LABEL_SPACING = 64
const Y_TICK_TARGET = 4

/**
 * The value axis: a linear scale from the values to the plot's height, its domain widened to round ticks (d3's
 * 1, 2 or 5 × 10ⁿ steps) that enclose every value, so gridlines fall on round figures.
 */
export function valueAxis(values: readonly number[], range: [bottom: number, top: number]) {
  let min = Math.min(...values)
  let max = Math.max(...values)
  if (min === max) {
    // A flat series still needs a span: centre it in one of ±10 % (±1 around zero).
    const pad = Math.abs(min) * 0.1 || 1
    min -= pad
    max += pad
  }
  const scale = scaleLinear().domain([min, max]).range(range).nice(Y_TICK_TARGET)
  return { scale, ticks: scale.ticks(Y_TICK_TARGET) }
}

/** Every how many periods an x label is printed so labels keep about 64 px apart. */
export function xLabelStride(count: number, plotWidth: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plotWidth / MIN_X_LABEL_SPACING))))
}

/** Whether period `index` gets an x label: counted from the end, so the latest period always has one. */
export function hasXLabel(index: number, count: number, stride: number): boolean {
  return (count - 1 - index) % stride === 0
}

export interface ChartLayoutInput {
  width: number
  height: number
  /** How many periods the x axis holds. */
  periods: number
  values: readonly number[]
  /** How a tick of the value axis is printed (its longest label sets the axis' width). */
  tickFormat: (value: number) => string
}

/** Where everything goes: the plot's box, the two axes and their ticks. */
export function chartLayout({ width, height, periods, values, tickFormat }: ChartLayoutInput) {
  const top = CHART_PADDING.top
  const bottom = height - CHART_PADDING.bottom
  const { scale: y, ticks } = valueAxis(values, [bottom, top])
  const tickLabels = ticks.map(tickFormat)
  const left = CHART_PADDING.left + Math.max(0, ...tickLabels.map((label) => label.length)) * LABEL_CHAR_WIDTH
  const plotWidth = Math.max(width - left - CHART_PADDING.right, 1)
  // One period sits in the middle; more spread from the left edge to the right one.
  const x = scaleLinear()
    .domain(periods > 1 ? [0, periods - 1] : [-1, 1])
    .range([left, left + plotWidth])
  /** The period nearest to a horizontal position in the drawing. */
  const nearestPeriod = (position: number) =>
    Math.min(Math.max(Math.round(x.invert(position)), 0), Math.max(periods - 1, 0))
  return {
    top,
    bottom,
    left,
    plotWidth,
    x,
    y,
    ticks,
    tickLabels,
    nearestPeriod,
    labelStride: xLabelStride(periods, plotWidth),
  }
}

export type ChartLayout = ReturnType<typeof chartLayout>
