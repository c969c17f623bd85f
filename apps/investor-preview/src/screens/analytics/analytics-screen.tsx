import { Button } from '@app/ui/components/button'
import { PageHeader } from '@app/ui/components/page-header'
import { Download, RefreshCw } from 'lucide-react'
import { InvestmentOpportunities } from './investment-opportunities.tsx'
import { KpiCards } from './kpi-cards.tsx'
import { PerformanceChart } from './performance-chart.tsx'
import { TopPerformers } from './top-performers.tsx'

export function AnalyticsScreen() {
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Returns, sector mix and deal flow across your portfolio."
        actions={
          <>
            <Button variant="outline">
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
            <Button>
              <Download aria-hidden="true" />
              Export
            </Button>
          </>
        }
      />
      <KpiCards />
      <PerformanceChart />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TopPerformers />
        <InvestmentOpportunities />
      </div>
    </>
  )
}
