import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { founderProgressMetrics } from '@app/sample-data/founder'
import { Button } from '@app/ui/components/button'
import { PageHeader } from '@app/ui/components/page-header'
import { downloadCsv } from '@app/ui-patterns/lib/download-csv'
import { MetricCard } from '@app/ui-patterns/metric-card'
import { CalendarRange, Download, Eye, Hourglass, type LucideIcon, PoundSterling, Target } from 'lucide-react'
import { ImprovementAreasCard } from './improvement-areas-card.tsx'
import { MilestonesCard } from './milestones-card.tsx'
import { progressReportRows } from './progress-report.ts'
import { ScoreBreakdownCard } from './score-breakdown-card.tsx'
import { trendView } from './trend-view.ts'
import { VibeScoreTrendCard } from './vibe-score-trend-card.tsx'

// In the order of founderProgressMetrics: MRR, investor views, OKR completion, runway.
const metricIcons: LucideIcon[] = [PoundSterling, Eye, Target, Hourglass]

export function ProgressScreen() {
  // The trend card's period and page, so the report holds what the card shows.
  const [trend] = useUrlView(trendView)
  return (
    <>
      <PageHeader
        title="Progress"
        description="Track your Vibe Score, milestones and the areas that will move it next."
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => downloadCsv('progress-report.csv', progressReportRows(trend))}
            >
              <Download aria-hidden="true" />
              Export Report
            </Button>
            <PreviewOnlyButton action="View Timeline" variant="outline">
              <CalendarRange aria-hidden="true" />
              View Timeline
            </PreviewOnlyButton>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <section
          aria-labelledby="progress-metrics-heading"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          <h2 id="progress-metrics-heading" className="sr-only">
            Progress metrics
          </h2>
          {founderProgressMetrics.map((metric, index) => (
            <MetricCard
              key={metric.title}
              {...metric}
              changeLabel={`vs last ${metric.period}`}
              icon={metricIcons[index]}
            />
          ))}
        </section>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <VibeScoreTrendCard />
          </div>
          <ScoreBreakdownCard />
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <MilestonesCard />
          <ImprovementAreasCard />
        </div>
      </div>
    </>
  )
}
