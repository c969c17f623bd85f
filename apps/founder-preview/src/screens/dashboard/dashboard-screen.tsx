import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { founderKeyMetrics, founderProfile } from '@app/sample-data/founder'
import { PageHeader } from '@app/ui/components/page-header'
import { formatFullDate } from '@app/ui/lib/format-date'
import { MetricCard } from '@app/ui-patterns/metric-card'
import {
  Activity,
  CalendarPlus,
  type LucideIcon,
  Percent,
  PoundSterling,
  Repeat,
  Sparkles,
} from 'lucide-react'
import { CoachChat } from '../../features/coach/coach-chat.tsx'
import { HealthScoreCard } from './health-score-card.tsx'
import { OkrTasksCard } from './okr-tasks-card.tsx'
import { RecommendedResourcesCard } from './recommended-resources-card.tsx'
import { TodaysPriorityCard } from './todays-priority-card.tsx'

// In the order of founderKeyMetrics: weekly active users, conversion, retention, revenue.
const metricIcons: LucideIcon[] = [Activity, Percent, Repeat, PoundSterling]

export function DashboardScreen() {
  return (
    <>
      <PageHeader
        title={`Welcome back, ${founderProfile.firstName}`}
        description={`${formatFullDate(founderProfile.today)} · Here's how ${founderProfile.startupName} is doing this week.`}
        actions={
          <>
            <PreviewOnlyButton action="Schedule Session" variant="outline">
              <CalendarPlus aria-hidden="true" />
              Schedule Session
            </PreviewOnlyButton>
            <PreviewOnlyButton action="Get Guidance">
              <Sparkles aria-hidden="true" />
              Get Guidance
            </PreviewOnlyButton>
          </>
        }
      />

      <div className="flex flex-col gap-6">
        <section aria-labelledby="key-metrics-heading" className="flex flex-col gap-4">
          <h2 id="key-metrics-heading" className="font-semibold text-lg tracking-tight">
            Key Metrics
          </h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {founderKeyMetrics.map((metric, index) => (
              <MetricCard
                key={metric.title}
                {...metric}
                changeLabel={`vs last ${metric.period}`}
                icon={metricIcons[index]}
              />
            ))}
          </div>
        </section>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <HealthScoreCard />
          <div className="lg:col-span-2">
            <TodaysPriorityCard />
          </div>
        </div>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <CoachChat title="AI Coach" description="Your 24/7 startup advisor" className="lg:col-span-2" />
          <RecommendedResourcesCard />
        </div>

        <OkrTasksCard />
      </div>
    </>
  )
}
