import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { investorPortfolioCompanies, investorProfile } from '@app/sample-data/investor'
import { Button } from '@app/ui/components/button'
import { PageHeader } from '@app/ui/components/page-header'
import { downloadCsv } from '@app/ui-patterns/lib/download-csv'
import { CalendarPlus, FileText } from 'lucide-react'
import { PerformanceOverview } from './performance-overview.tsx'
import { PortfolioHoldings } from './portfolio-holdings.tsx'
import { portfolioReportRows } from './portfolio-report.ts'
import { PortfolioTotalsCards } from './portfolio-totals-cards.tsx'
import { portfolioView } from './portfolio-view.ts'

export function PortfolioScreen() {
  const [{ view }, updateView] = useUrlView(portfolioView)

  return (
    <>
      <PageHeader
        title="My Portfolio"
        description={`Your holdings at ${investorProfile.fund}, monitored daily through their Vibe Scores.`}
        actions={
          <>
            <PreviewOnlyButton action="Schedule Check-in" variant="outline">
              <CalendarPlus aria-hidden="true" />
              Schedule Check-in
            </PreviewOnlyButton>
            <Button
              onClick={() =>
                downloadCsv('portfolio-report.csv', portfolioReportRows(investorPortfolioCompanies))
              }
            >
              <FileText aria-hidden="true" />
              Portfolio Report
            </Button>
          </>
        }
      />
      <PortfolioTotalsCards />
      <PortfolioHoldings view={view} onViewChange={(view) => updateView({ view })} />
      <PerformanceOverview />
    </>
  )
}
