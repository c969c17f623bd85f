import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { investorPortfolioCompanies, investorProfile } from '@app/sample-data/investor'
import { Button } from '@app/ui/components/button'
import { Card } from '@app/ui/components/card'
import { PageHeader } from '@app/ui/components/page-header'
import { formatGbp } from '@app/ui/lib/format-number'
import { cn } from '@app/ui/lib/utils'
import { downloadCsv } from '@app/ui-patterns/lib/csv'
import { PreviewOnlyButton } from '@app/ui-patterns/preview-notice'
import { Briefcase, CalendarPlus, FileText, Gauge, LayoutGrid, List, PoundSterling } from 'lucide-react'
import { OptionGroup, type OptionGroupOption } from '../../components/option-group.tsx'
import { StatCard } from '../../components/stat-card.tsx'
import { VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { VibeScoreLegend } from '../../components/vibe-score-legend.tsx'
import { portfolioTotals } from '../../lib/portfolio.ts'
import { CompanyGridCard } from './company-grid-card.tsx'
import { CompanyListRow } from './company-list-row.tsx'
import { PerformanceOverview } from './performance-overview.tsx'
import { portfolioReportRows } from './portfolio-report.ts'
import { listColumns, type PortfolioView, portfolioView } from './portfolio-view.ts'

const viewOptions: OptionGroupOption<PortfolioView>[] = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
]

export function PortfolioScreen() {
  const [{ view }, updateView] = useUrlView(portfolioView)
  const { totalInvested, averageVibeScore, companyCount } = portfolioTotals(investorPortfolioCompanies)

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

      {/* One column on the narrowest phones: two cards side by side leave the titles no room at 320 px. */}
      <section
        aria-labelledby="portfolio-totals-heading"
        className="grid gap-4 min-[400px]:grid-cols-2 sm:grid-cols-3"
      >
        {/* Names the cards' h3 headings under the page's h1 (heading order). */}
        <h2 id="portfolio-totals-heading" className="sr-only">
          Portfolio totals
        </h2>
        <StatCard
          className="min-[400px]:col-span-2 sm:col-span-1"
          title="Total Invested"
          value={formatGbp(totalInvested)}
          hint={`across ${companyCount} companies`}
          icon={PoundSterling}
        />
        <StatCard
          title="Avg. Vibe Score"
          value={averageVibeScore ?? '—'}
          hint={
            averageVibeScore === null ? (
              'no holdings yet'
            ) : (
              <VibeScoreBadge score={averageVibeScore} withScore={false} />
            )
          }
          icon={Gauge}
        />
        <StatCard title="Portfolio Companies" value={companyCount} hint="all active" icon={Briefcase} />
      </section>

      <section aria-labelledby="holdings-heading" className="mt-8">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="holdings-heading" className="font-semibold text-foreground text-lg">
              Companies
            </h2>
            <VibeScoreLegend className="mt-1" />
          </div>
          <OptionGroup
            label="Layout"
            options={viewOptions}
            value={view}
            onChange={(view) => updateView({ view })}
            className="self-start"
          />
        </div>

        {view === 'grid' ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {investorPortfolioCompanies.map((company) => (
              <li key={company.name}>
                <CompanyGridCard company={company} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="gap-0 py-0">
            <div
              aria-hidden="true"
              className={cn(
                'hidden gap-4 border-border border-b px-5 py-3 font-medium text-muted-foreground text-xs lg:grid',
                listColumns,
              )}
            >
              <span>Company</span>
              <span>Investment</span>
              <span>Date</span>
              <span>Vibe Score</span>
            </div>
            <ul className="divide-y divide-border">
              {investorPortfolioCompanies.map((company) => (
                <li key={company.name}>
                  <CompanyListRow company={company} />
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>

      <PerformanceOverview />
    </>
  )
}
