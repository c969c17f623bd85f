/** The colours a series can take; each maps to a text colour whose `currentColor` strokes and fills it. */
export type LineChartTone = 'accent' | 'info' | 'success' | 'warning' | 'danger' | 'muted'

export interface LineChartPoint {
  /** Period label on the x axis; unique within a series. */
  label: string
  value: number
}

export interface LineChartSeries {
  name: string
  points: LineChartPoint[]
  tone?: LineChartTone
}

/** A series as drawn: its points' positions, paths and colour class. */
export interface PlottedSeries {
  name: string
  data: LineChartPoint[]
  toneClass: string
  points: { x: number; y: number }[]
  line: string
  area: string
}
