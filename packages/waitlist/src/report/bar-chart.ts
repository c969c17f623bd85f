import { escapeHtml } from './escape.ts'

interface Bar {
  label: string
  /** 0 to 1: every chart uses the same 0–100% scale, so bar lengths compare across questions. */
  share: number
  /** What is written at the bar's end, e.g. "31% (78)". */
  valueText: string
}

export interface BarChart {
  /** Unique in the page; ids of the title and description derive from it. */
  id: string
  title: string
  bars: readonly Bar[]
  /** Small samples are drawn in a paler tone. */
  muted: boolean
}

// No viewBox: widths are percentages of the chart's box and everything else is in px, so the chart fills
// its column while text keeps its size on a phone and on paper. Each label sits above its bar, so labels of
// any length fit.
const ROW = 48
const LABEL_BASELINE = 17
const BAR_TOP = 25
const BAR = 14

/**
 * A horizontal bar chart as inline SVG: no script, no external requests, crisp when printed. It is an image
 * with a title and a text description; the table beside it carries the same numbers for screen readers.
 */
export function barChartSvg({ id, title, bars, muted }: BarChart): string {
  const height = bars.length * ROW
  const description = bars.map((bar) => `${bar.label}: ${bar.valueText}`).join('; ')
  const rows = bars
    .map((bar, index) => {
      const y = index * ROW
      const width = Math.max(0, Math.min(1, bar.share)) * 100
      return [
        `<text class="chart-label" x="0" y="${y + LABEL_BASELINE}">${escapeHtml(bar.label)}</text>`,
        `<text class="chart-value" x="100%" y="${y + LABEL_BASELINE}" text-anchor="end">${escapeHtml(bar.valueText)}</text>`,
        `<rect class="chart-track" x="0" y="${y + BAR_TOP}" width="100%" height="${BAR}" rx="7"/>`,
        `<rect class="chart-bar" x="0" y="${y + BAR_TOP}" width="${width.toFixed(2)}%" height="${BAR}" rx="7"/>`,
      ].join('')
    })
    .join('\n')
  return [
    `<svg class="chart${muted ? ' chart-muted' : ''}" role="img" aria-labelledby="${id}-title ${id}-desc" width="100%" height="${height}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${id}-title">${escapeHtml(title)}</title>`,
    `<desc id="${id}-desc">${escapeHtml(description)}</desc>`,
    rows,
    '</svg>',
  ].join('\n')
}
