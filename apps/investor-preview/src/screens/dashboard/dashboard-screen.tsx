import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { investorOpportunities, investorPortfolioCompanies, investorProfile } from '@app/sample-data/investor'
import { buttonVariants } from '@app/ui/components/button'
import { PageHeader } from '@app/ui/components/page-header'
import { formatFullDate } from '@app/ui/lib/format-date'
import { formatGbpCompact } from '@app/ui/lib/format-number'
import { formatSignedPercent } from '@app/ui/lib/format-percent'
import { pluralNoun } from '@app/ui/lib/plural'
import { MetricCard } from '@app/ui-patterns/metric-card'
import { Briefcase, CalendarDays, ChartLine, PoundSterling, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { isWithinLastWeek } from '../../lib/last-week.ts'
import { VALUE_CHANGE_LABEL, valueKpis } from '../../lib/performance.ts'
import { portfolioTotals } from '../../lib/portfolio.ts'
import { dashboardView } from './dashboard-view.ts'
import { DiscoverPreview } from './discover-preview.tsx'
import { PortfolioHealth } from './portfolio-health.tsx'
import { UpcomingEvents } from './upcoming-events.tsx'

export function DashboardScreen() {
  const [view, updateView] = useUrlView(dashboardView)
  const { value, monthChange } = valueKpis()
  const { companyCount } = portfolioTotals(investorPortfolioCompanies)
  const newCompanies = investorPortfolioCompanies.filter((company) =>
    isWithinLastWeek(company.date, investorProfile.today),
  )
  const newDeals = investorOpportunities.filter((deal) =>
    isWithinLastWeek(deal.suggestedOn, investorProfile.today),
  )

  return (
    <>
      <p className="mb-2 flex items-center gap-2 font-medium text-accent-700 text-sm">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={investorProfile.today}>{formatFullDate(investorProfile.today)}</time>
      </p>
      <PageHeader
        title={`Good morning, ${investorProfile.firstName}`}
        // The same deals the Potential Deals card counts as new; the Discover card below lists startups raising.
        description={`${investorProfile.fund} · ${newDeals.length} new potential ${pluralNoun(newDeals.length, 'deal')} since last week`}
        actions={
          <>
            <Link to={'/portfolio'} className={buttonVariants()}>
              <Briefcase aria-hidden="true" />
              View Portfolio
            </Link>
            <Link to={'/analytics'} className={buttonVariants({ variant: 'outline' })}>
              <ChartLine aria-hidden="true" />
              Performance
            </Link>
          </>
        }
      />

      {/* Two small cards side by side from 360 px up; narrower, each would leave its title about 50 px beside
          its icon, less than "Companies" needs, so the three stack. Counted in rem (22.5rem is 360 px at the
          usual 16 px text), as the title's room is: with larger text they stack on a wider screen too. */}
      <section
        aria-labelledby="key-figures-heading"
        className="grid grid-cols-1 gap-4 min-[22.5rem]:grid-cols-2 sm:grid-cols-3"
      >
        <h2 id="key-figures-heading" className="sr-only">
          Key figures
        </h2>
        <MetricCard
          className="min-[22.5rem]:col-span-2 sm:col-span-1"
          title="Portfolio Value"
          value={formatGbpCompact(value)}
          change={formatSignedPercent(monthChange)}
          positive={monthChange >= 0}
          changeLabel={VALUE_CHANGE_LABEL}
          icon={PoundSterling}
        />
        <MetricCard
          title="Total Companies"
          value={companyCount}
          change={`+${newCompanies.length}`}
          positive
          changeLabel="added in the last 7 days"
          icon={Briefcase}
        />
        <MetricCard
          title="Potential Deals"
          value={investorOpportunities.length}
          change={`+${newDeals.length}`}
          positive
          changeLabel="new in the last 7 days"
          icon={Sparkles}
        />
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DiscoverPreview sector={view.sector} onSectorChange={(sector) => updateView({ sector })} />
        <div className="flex min-w-0 flex-col gap-6">
          <PortfolioHealth />
          <UpcomingEvents />
        </div>
      </div>
    </>
  )
}
