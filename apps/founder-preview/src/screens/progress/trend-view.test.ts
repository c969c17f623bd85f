import { parseUrlView } from '@app/preview-kit/url-view'
import { describe, expect, it } from 'vitest'
import { shownTrendPage, TREND_PAGE_COUNT, trendPeriodLabel, trendView } from './trend-view.ts'

describe('trendPeriodLabel', () => {
  it.each([
    { period: 'Weekly', page: 1, label: 'June 3 - June 10, 2025' },
    { period: 'Monthly', page: 1, label: 'June 3 - June 10, 2025' },
    { period: 'Weekly', page: 2, label: 'May 27 - June 3, 2025' },
    { period: 'Weekly', page: 3, label: 'May 20 - May 27, 2025' },
    { period: 'Monthly', page: 2, label: 'May 4 - June 3, 2025' },
    { period: 'Monthly', page: 3, label: 'April 4 - May 4, 2025' },
    { period: 'Quarterly', page: 2, label: 'March 4 - June 3, 2025' },
  ] as const)('$period page $page → $label', ({ period, page, label }) => {
    expect(trendPeriodLabel(period, page)).toBe(label)
  })
})

describe('trendView', () => {
  it.each([
    { query: '', view: { period: 'Weekly', page: 1 } },
    { query: 'period=Monthly&page=3', view: { period: 'Monthly', page: 3 } },
    { query: 'period=monthly&page=0', view: { period: 'Weekly', page: 1 } },
    { query: 'page=54', view: { period: 'Weekly', page: 1 } },
  ])('"$query" → $view', ({ query, view }) => {
    expect(parseUrlView(trendView, new URLSearchParams(query))).toEqual(view)
  })
})

describe('shownTrendPage', () => {
  // Previous goes back a year in periods of the chosen length; a link further back shows the sample period.
  it.each([
    { period: 'Weekly', page: 53, shown: 53 },
    { period: 'Monthly', page: 13, shown: 13 },
    { period: 'Monthly', page: 14, shown: 1 },
    { period: 'Quarterly', page: 5, shown: 5 },
    { period: 'Quarterly', page: 6, shown: 1 },
    { period: 'Quarterly', page: 53, shown: 1 },
  ] as const)('$period page $page → page $shown', ({ period, page, shown }) => {
    expect(shownTrendPage({ period, page })).toBe(shown)
  })

  it.each([
    { period: 'Weekly', label: 'June 4 - June 11, 2024' },
    { period: 'Monthly', label: 'June 8 - July 8, 2024' },
    { period: 'Quarterly', label: 'June 4 - September 3, 2024' },
  ] as const)(
    '$period: the earliest page is a year before the sample period, $label',
    ({ period, label }) => {
      expect(trendPeriodLabel(period, TREND_PAGE_COUNT[period])).toBe(label)
    },
  )
})
