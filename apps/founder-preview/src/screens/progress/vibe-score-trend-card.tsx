import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { SAMPLE_VIBE_SCORE } from '@app/sample-data/constants'
import { founderVibeScoreTrend } from '@app/sample-data/founder'
import { BRAND_NAME } from '@app/site-config/brand'
import { Badge } from '@app/ui/components/badge'
import { Button } from '@app/ui/components/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { EmptyState } from '@app/ui/components/empty-state'
import { Toggle } from '@app/ui/components/toggle'
import { formatShortDate } from '@app/ui/lib/format-date'
import { LineChart } from '@app/ui-patterns/line-chart'
import { ChevronLeft, ChevronRight, History, TrendingUp } from 'lucide-react'
import { useRef } from 'react'
import { shownTrendPage, TREND_PAGE_COUNT, TREND_PERIODS, trendPeriodLabel, trendView } from './trend-view.ts'

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
  // The period toggle only changes the selected option; Previous/Next step through periods (docs/previews.md).
  const [view, updateView] = useUrlView(trendView)
  const { period } = view
  const page = shownTrendPage(view)
  const label = trendPeriodLabel(period, page)
  // At either end the arrow that leads nowhere is marked disabled but keeps focus (aria-disabled, not
  // disabled): a button that took itself out of the tab order would drop a keyboard user to the top of the page.
  const atEarliestPeriod = page >= TREND_PAGE_COUNT[period]
  const atLatestPeriod = page <= 1
  const previousButton = useRef<HTMLButtonElement>(null)

  return (
    <Card className="h-full">
      {/* One column as wide as the card on a phone. The period options wrap onto a second row below a 19.5rem
          window (larger text on a phone): a 320 px phone at the usual 16 px text (20rem) keeps them on one row. */}
      <CardHeader className="grid-cols-1 gap-4 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Vibe Score Trend</CardTitle>
          <CardDescription>How your score moved, rescored daily</CardDescription>
        </div>
        <fieldset className="flex w-fit gap-1 rounded-lg bg-muted p-1 max-[19.5rem]:flex-wrap">
          <legend className="sr-only">Trend period</legend>
          {TREND_PERIODS.map((option) => (
            <Toggle
              key={option}
              variant="segment"
              size="sm"
              pressed={period === option}
              onPressedChange={() => updateView({ period: option, page: 1 })}
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
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-bold text-4xl tabular-nums tracking-tight">{SAMPLE_VIBE_SCORE}</span>
              {/* The gain is the sample period's; an earlier period has no scores to gain over. */}
              {page === 1 ? (
                <Badge variant="success">
                  <TrendingUp aria-hidden="true" />+{periodGain} this period
                </Badge>
              ) : null}
            </p>
          </div>
          <div className="flex w-full items-center gap-1 sm:w-auto">
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label="Previous period"
              ref={previousButton}
              aria-disabled={atEarliestPeriod || undefined}
              onClick={() => atEarliestPeriod || updateView({ page: page + 1 })}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            {/* break-normal: with larger text on a phone a year may be a little wider than the label's box; it
                runs into the padding rather than break in two ("202" / "5"). */}
            <p
              aria-live="polite"
              className="min-w-0 flex-1 break-normal px-2 text-center font-medium text-sm tabular-nums sm:min-w-44 sm:flex-none"
            >
              {label}
            </p>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label="Next period"
              aria-disabled={atLatestPeriod || undefined}
              onClick={() => atLatestPeriod || updateView({ page: page - 1 })}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        {/* The chart's area gradient takes currentColor from here, so it matches the accent line. */}
        {page === 1 ? (
          <LineChart
            series={trendSeries}
            ariaLabel={`Vibe Score, ${label}`}
            height={260}
            className="text-accent-600"
          />
        ) : (
          // The sample covers one period (sample dates are in June 2025); earlier ones say so.
          <EmptyState
            icon={History}
            className="h-65 justify-center"
            title={`No sample scores for ${label}`}
            description={`This preview holds one period of sample data. In ${BRAND_NAME} your full score history is here.`}
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                updateView({ page: 1 })
                // This button goes with the page it leaves: focus carries on from the period buttons.
                previousButton.current?.focus()
              }}
            >
              Back to the latest period
            </Button>
          </EmptyState>
        )}
      </CardContent>
    </Card>
  )
}
