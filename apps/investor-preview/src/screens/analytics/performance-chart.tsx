import type { UrlView } from '@app/preview-kit/url-view'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { formatGbp, formatGbpCompact } from '@app/ui/lib/format-number'
import { LineChart } from '@app/ui-patterns/line-chart'
import { OptionGroup } from '../../components/option-group.tsx'
import {
  ANALYTICS_METRICS,
  ANALYTICS_RANGES,
  type AnalyticsMetric,
  performanceSeries,
} from '../../lib/performance.ts'
import type { analyticsView } from './analytics-view.ts'

const metricOptions = ANALYTICS_METRICS.map((value) => ({ value, label: value }))

const rangeOptions = ANALYTICS_RANGES.map((value) => ({ value, label: value }))

const metricDescriptions: Record<AnalyticsMetric, string> = {
  Returns: 'Total value of your holdings',
  Sectors: 'Value of your holdings by sector',
  Stages: 'Value of your holdings by stage',
}

type AnalyticsViewState = UrlView<typeof analyticsView>

/** The chart and its two option groups; the screen holds the view, which its Export reads too. */
export function PerformanceChart({
  view: { tab: metric, range },
  updateView,
}: {
  view: AnalyticsViewState
  updateView: (patch: Partial<AnalyticsViewState>) => void
}) {
  const series = performanceSeries(metric, range)

  return (
    <Card className="mt-6">
      <CardHeader className="gap-4 lg:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Portfolio Performance</CardTitle>
          <CardDescription>
            {/* The values include each new cheque from its date, as the headline's change over the month does. */}
            {metricDescriptions[metric]}, new investments included
            {range === 'Custom' ? ' · custom ranges open with live data; showing the last 6 months' : null}
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:justify-end">
          <OptionGroup
            label="Chart data"
            options={metricOptions}
            value={metric}
            onChange={(tab) => updateView({ tab })}
          />
          <OptionGroup
            label="Time range"
            options={rangeOptions}
            value={range}
            onChange={(range) => updateView({ range })}
            // Six ranges fit one row from 360 px; below it, two rows of three rather than "Custom" alone.
            segmentsClassName="max-[359px]:grid max-[359px]:grid-cols-3"
          />
        </div>
      </CardHeader>
      <CardContent>
        <LineChart
          series={series}
          ariaLabel={`${metricDescriptions[metric]}, ${range === 'Custom' ? 'custom range' : range}`}
          valueFormat={formatGbp}
          tickFormat={formatGbpCompact}
          height={300}
        />
      </CardContent>
    </Card>
  )
}
