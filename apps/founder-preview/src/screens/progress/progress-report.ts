import type { CsvCell } from '@app/csv'
import {
  founderProgressMetrics,
  founderScoreCategories,
  founderTrendPeriodLabel,
  founderVibeScoreTrend,
} from '@app/sample-data/founder'

/** Export Report: the Progress screen's figures as one table (section, item, value, change). */
export function progressReportRows(): CsvCell[][] {
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
    ...founderVibeScoreTrend.map((point) => [
      `Vibe Score trend (${founderTrendPeriodLabel})`,
      point.date,
      point.score,
      '',
    ]),
  ]
}
