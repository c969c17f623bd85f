import { area, curveMonotoneX, line } from 'd3-shape'

interface PlotPoint {
  x: number
  y: number
}

// Monotone cubic interpolation: smooth, yet never overshooting the data, so a curve never suggests a dip or a
// peak that did not happen.
const lineOf = line<PlotPoint>()
  .x((point) => point.x)
  .y((point) => point.y)
  .curve(curveMonotoneX)

/** The SVG path of a series' line. */
export function linePath(points: readonly PlotPoint[]): string {
  return lineOf(points) ?? ''
}

/** The SVG path of the area between a series' line and the plot's bottom edge. */
export function areaPath(points: readonly PlotPoint[], baseline: number): string {
  return (
    area<PlotPoint>()
      .x((point) => point.x)
      .y0(baseline)
      .y1((point) => point.y)
      .curve(curveMonotoneX)(points) ?? ''
  )
}
