import { investorPortfolioCompanies, investorProfile } from '@app/sample-data/investor'
import type { PortfolioCompany } from '@app/sample-data/types'
import { Button } from '@app/ui/components/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { LineChart } from '@app/ui/components/line-chart'
import { PageHeader } from '@app/ui/components/page-header'
import { formatDate } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import { Briefcase, CalendarPlus, FileText, Gauge, LayoutGrid, List, Mail, PoundSterling } from 'lucide-react'
import { useState } from 'react'
import { CompanyAvatar } from '../components/company-avatar.tsx'
import { OptionGroup, type OptionGroupOption } from '../components/option-group.tsx'
import { StatCard } from '../components/stat-card.tsx'
import { VibeScoreBadge } from '../components/vibe-score-badge.tsx'
import { VibeScoreLegend } from '../components/vibe-score-legend.tsx'
import { formatGbp, formatGbpCompact, formatSignedPercent } from '../lib/format.ts'
import { performanceSeries } from '../lib/performance.ts'
import { portfolioTotals } from '../lib/portfolio.ts'
import { useScreenTitle } from '../use-screen-title.ts'

type PortfolioView = 'grid' | 'list'

const viewOptions: OptionGroupOption<PortfolioView>[] = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
]

function CompanyActions({ company, className }: { company: PortfolioCompany; className?: string }) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button variant="outline" size="sm" className="flex-1 sm:flex-none">
        <Mail aria-hidden="true" />
        Contact
        <span className="sr-only"> {company.name}</span>
      </Button>
      <Button variant="ghost" size="sm" className="flex-1 sm:flex-none">
        Details
        <span className="sr-only"> of {company.name}</span>
      </Button>
    </div>
  )
}

function CompanyGridCard({ company }: { company: PortfolioCompany }) {
  return (
    <Card className="h-full gap-4 py-5 transition-shadow hover:shadow-card-hover">
      <CardContent className="@container flex flex-1 flex-col gap-4 px-5">
        <div className="flex items-start gap-3">
          <CompanyAvatar name={company.name} />
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold text-foreground leading-snug">{company.name}</h3>
            <p className="mt-1 text-pretty text-muted-foreground text-sm leading-relaxed">
              {company.description}
            </p>
          </div>
        </div>
        {/* Three columns only when the card is wide enough for the date and the score badge side by side. */}
        <dl className="mt-auto grid grid-cols-2 gap-3 rounded-xl bg-muted/60 p-3 text-sm @sm:grid-cols-[1fr_1fr_auto]">
          <div>
            <dt className="text-muted-foreground text-xs">Investment</dt>
            <dd className="mt-1 font-semibold text-foreground tabular-nums">
              {formatGbpCompact(company.investment)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Date</dt>
            <dd className="mt-1 font-medium text-foreground tabular-nums">
              <time dateTime={company.date}>{formatDate(company.date)}</time>
            </dd>
          </div>
          <div className="col-span-2 @sm:col-span-1">
            <dt className="text-muted-foreground text-xs">Vibe Score</dt>
            <dd className="mt-1">
              <VibeScoreBadge score={company.vibeScore} />
            </dd>
          </div>
        </dl>
        <CompanyActions company={company} />
      </CardContent>
    </Card>
  )
}

// Below lg each row stacks; from lg the row's parts join one grid whose columns line up with the header row.
const listColumns = 'lg:grid-cols-[minmax(0,1fr)_8rem_7rem_9rem_11rem]'

function CompanyListRow({ company }: { company: PortfolioCompany }) {
  return (
    <div className={cn('flex flex-col gap-3 px-5 py-4 lg:grid lg:items-center lg:gap-4', listColumns)}>
      <div className="flex min-w-0 items-center gap-3">
        <CompanyAvatar name={company.name} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-foreground">{company.name}</h3>
          <p className="truncate text-muted-foreground text-sm">{company.description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm lg:contents">
        <div>
          <dt className="text-muted-foreground text-xs lg:sr-only">Investment</dt>
          <dd className="font-semibold text-foreground tabular-nums">{formatGbp(company.investment)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs lg:sr-only">Date</dt>
          <dd className="text-muted-foreground tabular-nums">
            <time dateTime={company.date}>{formatDate(company.date)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs lg:sr-only">Vibe Score</dt>
          <dd>
            <VibeScoreBadge score={company.vibeScore} />
          </dd>
        </div>
      </dl>
      <CompanyActions company={company} className="lg:justify-end" />
    </div>
  )
}

function PerformanceOverview() {
  const [series] = performanceSeries('Returns', '6M')
  const first = series?.points[0]
  const last = series?.points.at(-1)

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Performance Overview (Last 6 Months)</CardTitle>
        <CardDescription>Value of your holdings at each month-end</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {first && last ? (
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold text-2xl text-foreground tabular-nums tracking-tight">
              {formatGbpCompact(last.value)}
            </span>
            <span
              className={cn(
                'font-medium text-sm tabular-nums',
                last.value >= first.value ? 'text-success' : 'text-danger',
              )}
            >
              {formatSignedPercent(last.value / first.value - 1)}
            </span>
            <span className="text-muted-foreground text-sm">since {first.label}</span>
          </p>
        ) : null}
        <LineChart
          series={series ? [series] : []}
          ariaLabel="Portfolio value over the last 6 months"
          valueFormat={formatGbpCompact}
          height={260}
        />
      </CardContent>
    </Card>
  )
}

export function PortfolioScreen() {
  useScreenTitle('My Portfolio')
  const [view, setView] = useState<PortfolioView>('grid')
  const { totalInvested, averageVibeScore, companyCount } = portfolioTotals(investorPortfolioCompanies)

  return (
    <>
      <PageHeader
        title="My Portfolio"
        description={`Your holdings at ${investorProfile.fund}, monitored daily through their Vibe Scores.`}
        actions={
          <>
            <Button variant="outline">
              <CalendarPlus aria-hidden="true" />
              Schedule Check-in
            </Button>
            <Button>
              <FileText aria-hidden="true" />
              Portfolio Report
            </Button>
          </>
        }
      />

      <section aria-label="Portfolio totals" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <StatCard
          className="col-span-2 sm:col-span-1"
          title="Total Invested"
          value={formatGbp(totalInvested)}
          hint={`across ${companyCount} companies`}
          icon={PoundSterling}
        />
        <StatCard
          title="Avg. Vibe Score"
          value={averageVibeScore ?? '—'}
          hint={averageVibeScore === null ? 'no holdings yet' : <VibeScoreBadge score={averageVibeScore} />}
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
            onChange={setView}
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
