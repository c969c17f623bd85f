import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { Button } from '@app/ui/components/button'
import { PageHeader } from '@app/ui/components/page-header'
import { downloadCsv } from '@app/ui-patterns/lib/download-csv'
import { Download, RefreshCw } from 'lucide-react'
import { chartCsvRows } from '../../lib/chart-csv.ts'
import { performanceSeries } from '../../lib/performance.ts'
import { analyticsView } from './analytics-view.ts'
import { InvestmentOpportunities } from './investment-opportunities.tsx'
import { KpiCards } from './kpi-cards.tsx'
import { PerformanceChart } from './performance-chart.tsx'
import { TopPerformers } from './top-performers.tsx'

export function AnalyticsScreen() {
  const [view, updateView] = useUrlView(analyticsView)
  const { tab, range } = view
  // Export saves what the chart shows: the selected data and range.
  const exportCsv = () =>
    downloadCsv(
      `portfolio-${tab.toLowerCase()}-${range.toLowerCase()}.csv`,
      chartCsvRows(performanceSeries(tab, range)),
    )
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Returns, sector mix and deal flow across your portfolio."
        actions={
          <>
            <PreviewOnlyButton action="Refresh" variant="outline">
              <RefreshCw aria-hidden="true" />
              Refresh
            </PreviewOnlyButton>
            <Button onClick={exportCsv}>
              <Download aria-hidden="true" />
              Export
            </Button>
          </>
        }
      />
      <KpiCards />
      <PerformanceChart view={view} updateView={updateView} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TopPerformers />
        <InvestmentOpportunities />
      </div>
    </>
  )
}
