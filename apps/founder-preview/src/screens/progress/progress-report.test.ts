import type { CsvCell } from '@app/csv'
import { describe, expect, it } from 'vitest'
import { progressReportRows } from './progress-report.ts'

// Export Report on the Progress screen: the file holds the figures the screen shows, each change with the period
// its card names ("vs last month"), and the trend's scores as numbers a spreadsheet can chart.
const rows = progressReportRows({ period: 'Weekly', page: 1 })
const trend = 'Vibe Score trend (June 3 - June 10, 2025)'

describe('progressReportRows', () => {
  it('has a header, then the four metric cards, the five categories and the eight days of the trend', () => {
    expect(rows[0]).toEqual(['Section', 'Item', 'Value', 'Change'])
    expect(rows.slice(1).map(([section]) => section)).toEqual([
      ...Array(4).fill('Metric'),
      ...Array(5).fill('Score breakdown'),
      ...Array(8).fill(trend),
    ])
  })

  it.each<CsvCell[]>([
    ['Metric', 'Monthly Recurring Revenue', '£45.6k', '+7.4% vs last month'],
    ['Metric', 'Investor Profile Views', '46', '+18% vs last month'],
    ['Metric', 'Runway', '14 months', '−1 month vs last month'],
    ['Score breakdown', 'Traction', '142 / 300', '+27'],
    ['Score breakdown', 'Team', '212 / 300', '+14'],
    [trend, '2025-06-03', 161, ''],
    [trend, '2025-06-10', 178, ''],
  ])('writes %s “%s” as the screen shows it', (...row) => {
    expect(rows).toContainEqual(row)
  })

  it.each([
    [{ period: 'Monthly', page: 1 }, 8],
    [{ period: 'Quarterly', page: 99 }, 8],
  ] as const)('holds the sample period’s scores for %j, as the card shows them', (view, days) => {
    expect(progressReportRows(view).filter(([section]) => section === trend)).toHaveLength(days)
  })

  it('says an earlier period has no sample scores, as the card does, instead of the sample week', () => {
    const earlier = progressReportRows({ period: 'Monthly', page: 3 })
    const trendRows = earlier.filter(([section]) => String(section).startsWith('Vibe Score trend'))
    expect(trendRows).toEqual([['Vibe Score trend (April 4 - May 4, 2025)', 'No sample scores', '', '']])
  })
})
