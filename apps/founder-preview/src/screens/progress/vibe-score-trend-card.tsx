import { SAMPLE_VIBE_SCORE } from '@app/sample-data/constants'
import { founderTrendPeriodLabel, founderVibeScoreTrend } from '@app/sample-data/founder'
import { Badge } from '@app/ui/components/badge'
import { Button } from '@app/ui/components/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { LineChart } from '@app/ui/components/line-chart'
import { Toggle } from '@app/ui/components/toggle'
import { formatShortDate } from '@app/ui/lib/format-date'
import { ChevronLeft, ChevronRight, TrendingUp } from 'lucide-react'
import { useState } from 'react'

const trendPeriods = ['Weekly', 'Monthly', 'Quarterly'] as const
type TrendPeriod = (typeof trendPeriods)[number]

const trendSeries = [
  {
    name: 'Vibe Score',
    points: founderVibeScoreTrend.map((point) => ({
      label: formatShortDate(point.date),
      value: point.score,
    })),
  },
]
const periodGain = SAMPLE_VIBE_SCORE - (founderVibeScoreTrend[0]?.score ?? SAMPLE_VIBE_SCORE)

export function VibeScoreTrendCard() {
  // Spec §4: the period toggle only changes the selected option.
  const [period, setPeriod] = useState<TrendPeriod>('Weekly')

  return (
    <Card className="h-full">
      <CardHeader className="gap-4 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Vibe Score Trend</CardTitle>
          <CardDescription>How your score moved, rescored daily</CardDescription>
        </div>
        <fieldset className="flex w-fit gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">Trend period</legend>
          {trendPeriods.map((option) => (
            <Toggle
              key={option}
              size="sm"
              pressed={period === option}
              onPressedChange={() => setPeriod(option)}
              className="aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {option}
            </Toggle>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-muted-foreground text-sm">Current score</p>
            <p className="flex items-center gap-3">
              <span className="font-bold text-4xl tabular-nums tracking-tight">{SAMPLE_VIBE_SCORE}</span>
              <Badge variant="success">
                <TrendingUp aria-hidden="true" />+{periodGain} this period
              </Badge>
            </p>
          </div>
          <div className="flex items-center gap-1">
            <Button variant="outline" size="icon" className="size-9" aria-label="Previous period">
              <ChevronLeft aria-hidden="true" />
            </Button>
            <p className="min-w-44 px-2 text-center font-medium text-sm tabular-nums">
              {founderTrendPeriodLabel}
            </p>
            <Button variant="outline" size="icon" className="size-9" aria-label="Next period">
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        {/* The chart's area gradient takes currentColor from here, so it matches the accent line. */}
        <LineChart
          series={trendSeries}
          ariaLabel={`Vibe Score, ${founderTrendPeriodLabel}`}
          height={260}
          className="text-accent-600"
        />
      </CardContent>
    </Card>
  )
}
