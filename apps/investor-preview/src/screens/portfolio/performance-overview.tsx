import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { formatGbp, formatGbpCompact } from '@app/ui/lib/format-number'
import { formatSignedPercent } from '@app/ui/lib/format-percent'
import { cn } from '@app/ui/lib/utils'
import { LineChart } from '@app/ui-patterns/line-chart'
import { performanceSeries, periodReturn, valueHistory } from '../../lib/performance.ts'

export function PerformanceOverview() {
  const [series] = performanceSeries('Returns', '6M')
  const first = series?.points[0]
  const last = series?.points.at(-1)
  const months = valueHistory('6M')
  const [start, end] = [months[0], months.at(-1)]
  // Growth of the holdings, net of the investments made in these months.
  const growth = start && end ? periodReturn(start, end) : 0

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Performance Overview (Last 6 Months)</CardTitle>
        <CardDescription>Value of your holdings each month, up to today</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {first && last ? (
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold text-2xl text-foreground tabular-nums tracking-tight">
              {formatGbpCompact(last.value)}
            </span>
            <span
              className={cn('font-medium text-sm tabular-nums', growth >= 0 ? 'text-success' : 'text-danger')}
            >
              {formatSignedPercent(growth)}
            </span>
            <span className="text-muted-foreground text-sm">since {first.label}, net of new investments</span>
          </p>
        ) : null}
        <LineChart
          series={series ? [series] : []}
          ariaLabel="Portfolio value over the last 6 months"
          valueFormat={formatGbp}
          tickFormat={formatGbpCompact}
          height={260}
        />
      </CardContent>
    </Card>
  )
}
