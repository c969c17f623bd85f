import { oneOf } from '@app/preview-kit/url-view'
import { ANALYTICS_METRICS, ANALYTICS_RANGES, DEFAULT_METRIC, DEFAULT_RANGE } from '../../lib/performance.ts'

/** The performance chart's view in the URL: `?tab=Sectors&range=1Y`. */
export const analyticsView = {
  tab: oneOf(ANALYTICS_METRICS, DEFAULT_METRIC),
  range: oneOf(ANALYTICS_RANGES, DEFAULT_RANGE),
}
