import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { LineChart } from '@app/ui/components/line-chart'
import { useState } from 'react'
import { OptionGroup } from '../../components/option-group.tsx'
import { formatGbpCompact } from '../../lib/format.ts'
import {
  ANALYTICS_METRICS,
  ANALYTICS_RANGES,
  type AnalyticsMetric,
  type AnalyticsRange,
  DEFAULT_METRIC,
  DEFAULT_RANGE,
  performanceSeries,
} from '../../lib/performance.ts'

const metricOptions = ANALYTICS_METRICS.map((value) => ({ value, label: value }))

const rangeOptions = ANALYTICS_RANGES.map((value) => ({ value, label: value }))

const metricDescriptions: Record<AnalyticsMetric, string> = {
  Returns: 'Total value of your holdings',
  Sectors: 'Value of your holdings by sector',
  Stages: 'Value of your holdings by stage',
}

export function PerformanceChart() {
  const [metric, setMetric] = useState<AnalyticsMetric>(DEFAULT_METRIC)
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_RANGE)
  const series = performanceSeries(metric, range)

  return (
    <Card className="mt-6">
      <CardHeader className="gap-4 lg:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Portfolio Performance</CardTitle>
          <CardDescription>
            {metricDescriptions[metric]}
            {range === 'Custom' ? ' · custom ranges open with live data; showing the last 6 months' : null}
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:justify-end">
          <OptionGroup label="Chart data" options={metricOptions} value={metric} onChange={setMetric} />
          <OptionGroup label="Time range" options={rangeOptions} value={range} onChange={setRange} />
        </div>
      </CardHeader>
      <CardContent>
        <LineChart
          series={series}
          ariaLabel={`${metricDescriptions[metric]}, ${range === 'Custom' ? 'custom range' : range}`}
          valueFormat={formatGbpCompact}
          height={300}
        />
      </CardContent>
    </Card>
  )
}
