import {
  investorEvents,
  investorOpportunities,
  investorPortfolioCompanies,
  investorProfile,
  investorStartups,
} from '@app/sample-data/investor'
import { buttonVariants } from '@app/ui/components/button'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@app/ui/components/card'
import { EmptyState } from '@app/ui/components/empty-state'
import { EventList } from '@app/ui/components/event-list'
import { MetricCard } from '@app/ui/components/metric-card'
import { PageHeader } from '@app/ui/components/page-header'
import { formatFullDate } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import {
  ArrowRight,
  Briefcase,
  CalendarDays,
  ChartLine,
  PoundSterling,
  SearchX,
  Sparkles,
} from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { CompanyAvatar } from '../components/company-avatar.tsx'
import { SectorChips } from '../components/sector-chips.tsx'
import { sectorAvatarClass } from '../components/sector-style.ts'
import { bandDotClass, VibeScoreBadge } from '../components/vibe-score-badge.tsx'
import { DEFAULT_SORT, discoverStartups, SECTOR_LABELS, type SectorFilter } from '../lib/discover.ts'
import { formatGbpCompact, formatSignedPercent, isWithinLastWeek } from '../lib/format.ts'
import { valueKpis } from '../lib/performance.ts'
import { portfolioBandCounts, portfolioTotals, rankByVibeScore } from '../lib/portfolio.ts'
import { vibeScoreBand } from '../lib/vibe-score-band.ts'
import { paths } from '../paths.ts'
import { useScreenTitle } from '../use-screen-title.ts'

const PREVIEW_SIZE = 6

function DiscoverPreview() {
  const [sector, setSector] = useState<SectorFilter>('all')
  const matches = useMemo(
    () => discoverStartups(investorStartups, { text: '', sector, stage: 'all', sort: DEFAULT_SORT }),
    [sector],
  )
  const shown = matches.slice(0, PREVIEW_SIZE)

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">Discover Startups</CardTitle>
        <CardDescription>Your best-scoring matches this week, refreshed daily.</CardDescription>
        <CardAction>
          <Link to={paths.discover} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            View all
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SectorChips value={sector} onChange={setSector} />
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No startups in this sector yet"
            description="New matches arrive daily; try another sector."
          />
        ) : (
          <ul aria-label="Top matches" className="-mx-2 flex flex-col">
            {shown.map((startup) => (
              <li
                key={startup.name}
                className="flex items-center gap-3 rounded-xl px-2 py-3 transition-colors hover:bg-muted/70"
              >
                <CompanyAvatar name={startup.name} className={sectorAvatarClass[startup.sector]} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-foreground">{startup.name}</p>
                  <p className="truncate text-muted-foreground text-sm">
                    {SECTOR_LABELS[startup.sector]} · {startup.stage}
                    <span className="hidden sm:inline"> · {startup.location}</span>
                  </p>
                  <p className="mt-0.5 hidden truncate text-foreground/70 text-sm md:block">
                    {startup.description}
                  </p>
                </div>
                <div className="hidden text-right sm:block">
                  <p className="font-medium text-foreground text-sm tabular-nums">
                    {formatGbpCompact(startup.raising)}
                  </p>
                  <p className="text-muted-foreground text-xs">raising</p>
                </div>
                <VibeScoreBadge score={startup.vibeScore} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter
        aria-live="polite"
        className="mt-auto border-border border-t text-muted-foreground text-sm [.border-t]:pt-4"
      >
        Showing {shown.length} of {matches.length}{' '}
        {sector === 'all' ? 'startups' : `${SECTOR_LABELS[sector]} startups`}
      </CardFooter>
    </Card>
  )
}

function PortfolioHealth() {
  const { averageVibeScore, companyCount } = portfolioTotals(investorPortfolioCompanies)
  const bands = portfolioBandCounts(investorPortfolioCompanies)
  const needsAttention = rankByVibeScore(investorPortfolioCompanies).filter(
    (company) => vibeScoreBand(company.vibeScore).name === 'developing',
  )

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Portfolio Health</CardTitle>
        <CardDescription>Vibe Scores of your {companyCount} companies</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-end justify-between gap-3">
          <div>
            <p className="font-semibold text-4xl text-foreground tabular-nums tracking-tight">
              {averageVibeScore ?? '—'}
            </p>
            <p className="text-muted-foreground text-sm">average Vibe Score</p>
          </div>
          {averageVibeScore === null ? null : <VibeScoreBadge score={averageVibeScore} />}
        </div>
        <div>
          <div aria-hidden="true" className="flex h-2.5 gap-1 overflow-hidden rounded-full">
            {bands.map(({ band, count }) =>
              count === 0 ? null : (
                <span
                  key={band.name}
                  className={cn('h-full rounded-full', bandDotClass[band.name])}
                  style={{ flexGrow: count }}
                />
              ),
            )}
          </div>
          <ul className="mt-3 grid grid-cols-3 gap-2 text-sm">
            {bands.map(({ band, count }) => (
              <li key={band.name} className="flex flex-col">
                <span className="font-semibold text-foreground tabular-nums">{count}</span>
                <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
                  <span aria-hidden="true" className={cn('size-2 rounded-full', bandDotClass[band.name])} />
                  {band.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {needsAttention.length > 0 ? (
          <div className="rounded-xl border border-warning/20 bg-warning-soft/60 p-3">
            <p className="font-medium text-foreground text-sm">Needs attention</p>
            <ul className="mt-1.5 flex flex-col gap-1 text-sm">
              {needsAttention.map((company) => (
                <li key={company.name} className="flex justify-between gap-3 text-muted-foreground">
                  <span>{company.name}</span>
                  <span className="font-medium text-warning tabular-nums">{company.vibeScore}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}

function UpcomingEvents() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upcoming Events</CardTitle>
        <CardDescription>Demo days and sessions for investors</CardDescription>
      </CardHeader>
      <CardContent>
        <EventList events={investorEvents} />
      </CardContent>
    </Card>
  )
}

export function DashboardScreen() {
  useScreenTitle('Dashboard')
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
        description={`${investorProfile.fund} · ${newDeals.length} new matches since last week`}
        actions={
          <>
            <Link to={paths.portfolio} className={buttonVariants()}>
              <Briefcase aria-hidden="true" />
              View Portfolio
            </Link>
            <Link to={paths.analytics} className={buttonVariants({ variant: 'outline' })}>
              <ChartLine aria-hidden="true" />
              Performance
            </Link>
          </>
        }
      />

      <section aria-label="Key figures" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <MetricCard
          className="col-span-2 sm:col-span-1"
          title="Portfolio Value"
          value={formatGbpCompact(value)}
          change={formatSignedPercent(monthChange)}
          positive={monthChange >= 0}
          changeLabel="vs last month"
          icon={PoundSterling}
        />
        <MetricCard
          title="Total Companies"
          value={companyCount}
          change={`+${newCompanies.length}`}
          positive
          changeLabel="added this week"
          icon={Briefcase}
        />
        <MetricCard
          title="Potential Deals"
          value={investorOpportunities.length}
          change={`+${newDeals.length}`}
          positive
          changeLabel="new this week"
          icon={Sparkles}
        />
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DiscoverPreview />
        <div className="flex min-w-0 flex-col gap-6">
          <PortfolioHealth />
          <UpcomingEvents />
        </div>
      </div>
    </>
  )
}
