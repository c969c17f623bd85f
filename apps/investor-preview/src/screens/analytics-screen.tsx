import {
  investorAverageVibeScoreHistory,
  investorOpportunities,
  investorPortfolioCompanies,
  investorPotentialExits,
  investorStartups,
} from '@app/sample-data/investor'
import { Badge } from '@app/ui/components/badge'
import { Button } from '@app/ui/components/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { LineChart } from '@app/ui/components/line-chart'
import { MetricCard } from '@app/ui/components/metric-card'
import { PageHeader } from '@app/ui/components/page-header'
import { Progress } from '@app/ui/components/progress'
import { DoorOpen, Download, Gauge, PoundSterling, RefreshCw, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { CompanyAvatar } from '../components/company-avatar.tsx'
import { OptionGroup } from '../components/option-group.tsx'
import { sectorAvatarClass } from '../components/sector-style.ts'
import { bandDotClass, VibeScoreBadge } from '../components/vibe-score-badge.tsx'
import { SECTOR_LABELS } from '../lib/discover.ts'
import { formatGbpCompact, formatSignedPercent } from '../lib/format.ts'
import { matchLabel } from '../lib/opportunities.ts'
import {
  ANALYTICS_METRICS,
  ANALYTICS_RANGES,
  type AnalyticsMetric,
  type AnalyticsRange,
  DEFAULT_METRIC,
  DEFAULT_RANGE,
  performanceSeries,
  valueKpis,
} from '../lib/performance.ts'
import { portfolioTotals, rankByVibeScore } from '../lib/portfolio.ts'
import { VIBE_SCORE_MAX, vibeScoreBand } from '../lib/vibe-score-band.ts'
import { useScreenTitle } from '../use-screen-title.ts'

const TOP_PERFORMERS = 5
const metricOptions = ANALYTICS_METRICS.map((value) => ({ value, label: value }))
const rangeOptions = ANALYTICS_RANGES.map((value) => ({ value, label: value }))

const metricDescriptions: Record<AnalyticsMetric, string> = {
  Returns: 'Total value of your holdings',
  Sectors: 'Value of your holdings by sector',
  Stages: 'Value of your holdings by stage',
}

function KpiCards() {
  const { value, monthChange, annualReturn, annualReturnChangePoints } = valueKpis()
  const { averageVibeScore } = portfolioTotals(investorPortfolioCompanies)
  const previousAverage = investorAverageVibeScoreHistory.at(-2)?.value
  const scoreChange =
    averageVibeScore !== null && previousAverage !== undefined ? averageVibeScore - previousAverage : 0

  return (
    <section
      aria-label="Key performance indicators"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <MetricCard
        title="Total Portfolio Value"
        value={formatGbpCompact(value)}
        change={formatSignedPercent(monthChange)}
        positive={monthChange >= 0}
        changeLabel="vs last month"
        icon={PoundSterling}
      />
      <MetricCard
        title="Annual Return"
        value={formatSignedPercent(annualReturn)}
        change={`${annualReturnChangePoints >= 0 ? '+' : '−'}${Math.abs(annualReturnChangePoints).toFixed(1)} pts`}
        positive={annualReturnChangePoints >= 0}
        changeLabel="vs last month"
        icon={TrendingUp}
      />
      <MetricCard
        title="Average Vibe Score"
        value={averageVibeScore ?? '—'}
        change={`${scoreChange >= 0 ? '+' : '−'}${Math.abs(scoreChange)}`}
        positive={scoreChange >= 0}
        changeLabel="vs last month"
        icon={Gauge}
      />
      <MetricCard
        title="Potential Exits"
        value={investorPotentialExits.count}
        change={investorPotentialExits.change}
        positive
        changeLabel={investorPotentialExits.changeLabel}
        icon={DoorOpen}
      />
    </section>
  )
}

function PerformanceChart() {
  const [metric, setMetric] = useState<AnalyticsMetric>(DEFAULT_METRIC)
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_RANGE)
  const series = performanceSeries(metric, range)

  return (
    <Card className="mt-6">
      <CardHeader className="gap-4 lg:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Portfolio Performance</CardTitle>
          <CardDescription>
            {metricDescriptions[metric]}
            {range === 'Custom' ? ' · custom ranges open with live data; showing the last 6 months' : null}
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:justify-end">
          <OptionGroup label="Chart data" options={metricOptions} value={metric} onChange={setMetric} />
          <OptionGroup label="Time range" options={rangeOptions} value={range} onChange={setRange} />
        </div>
      </CardHeader>
      <CardContent>
        <LineChart
          series={series}
          ariaLabel={`${metricDescriptions[metric]}, ${range === 'Custom' ? 'custom range' : range}`}
          valueFormat={formatGbpCompact}
          height={300}
        />
      </CardContent>
    </Card>
  )
}

function TopPerformers() {
  const top = rankByVibeScore(investorPortfolioCompanies).slice(0, TOP_PERFORMERS)
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Top Performers</CardTitle>
        <CardDescription>Holdings with the highest Vibe Scores</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {top.map((company, index) => (
            <li key={company.name} className="flex items-center gap-3">
              <span className="w-5 shrink-0 text-center font-semibold text-muted-foreground text-sm tabular-nums">
                {index + 1}
              </span>
              <CompanyAvatar name={company.name} className="hidden sm:grid" />
              <div className="min-w-0 flex-1">
                <div className="flex items-center justify-between gap-2">
                  <p className="truncate font-medium text-foreground">{company.name}</p>
                  <VibeScoreBadge score={company.vibeScore} />
                </div>
                <Progress
                  value={(company.vibeScore / VIBE_SCORE_MAX) * 100}
                  aria-label={`${company.name}: Vibe Score ${company.vibeScore} of ${VIBE_SCORE_MAX}`}
                  className="mt-2 h-1.5"
                  indicatorClassName={bandDotClass[vibeScoreBand(company.vibeScore).name]}
                />
                <p className="mt-1.5 text-muted-foreground text-xs tabular-nums">
                  Invested {formatGbpCompact(company.investment)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}

function InvestmentOpportunities() {
  const opportunities = investorOpportunities.flatMap((opportunity) => {
    const startup = investorStartups.find((candidate) => candidate.name === opportunity.startupName)
    return startup ? [{ ...opportunity, startup }] : []
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Investment Opportunities</CardTitle>
        <CardDescription>Startups that fit your thesis, by match</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {opportunities.map(({ startup, match, reason }) => {
            const label = matchLabel(match)
            return (
              <li key={startup.name} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <CompanyAvatar name={startup.name} className={sectorAvatarClass[startup.sector]} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <p className="font-medium text-foreground">{startup.name}</p>
                    <Badge variant={label === 'High Match' ? 'success' : 'info'} className="tabular-nums">
                      {label} · {match}%
                    </Badge>
                  </div>
                  <p className="mt-0.5 text-muted-foreground text-xs">
                    {SECTOR_LABELS[startup.sector]} · {startup.stage} · raising{' '}
                    {formatGbpCompact(startup.raising)}
                  </p>
                  <p className="mt-1.5 text-pretty text-foreground/80 text-sm">{reason}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}

export function AnalyticsScreen() {
  useScreenTitle('Analytics')
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
