import type { CsvCell } from '@app/csv'
import {
  founderProgressMetrics,
  founderScoreCategories,
  founderVibeScoreTrend,
} from '@app/sample-data/founder'
import { shownTrendPage, type TrendPeriod, trendPeriodLabel } from './trend-view.ts'

/**
 * Export Report: the Progress screen's figures as one table (section, item, value, change), the trend as the
 * screen shows it for the trend card's view: the sample period's scores, or for an earlier period the same
 * "no sample scores" the card says.
 */
export function progressReportRows(trendView: { period: TrendPeriod; page: number }): CsvCell[][] {
  const page = shownTrendPage(trendView)
  const trendSection = `Vibe Score trend (${trendPeriodLabel(trendView.period, page)})`
  return [
    ['Section', 'Item', 'Value', 'Change'],
    ...founderProgressMetrics.map((metric) => [
      'Metric',
      metric.title,
      metric.value,
      `${metric.change} vs last ${metric.period}`,
    ]),
    ...founderScoreCategories.map((category) => [
      'Score breakdown',
      category.category,
      `${category.score} / ${category.maxScore}`,
      category.change,
    ]),
    ...(page === 1
      ? founderVibeScoreTrend.map((point) => [trendSection, point.date, point.score, ''])
      : [[trendSection, 'No sample scores', '', '']]),
  ]
}
