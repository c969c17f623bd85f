import {
  investorAverageVibeScoreHistory,
  investorPortfolioCompanies,
  investorPotentialExits,
} from '@app/sample-data/investor'
import { formatGbpCompact } from '@app/ui/lib/format-number'
import { formatSignedPercent } from '@app/ui/lib/format-percent'
import { MetricCard } from '@app/ui-patterns/metric-card'
import { DoorOpen, Gauge, PoundSterling, TrendingUp } from 'lucide-react'
import { VALUE_CHANGE_LABEL, valueKpis } from '../../lib/performance.ts'
import { portfolioTotals } from '../../lib/portfolio.ts'

export function KpiCards() {
  const { value, monthChange, annualReturn, annualReturnChangePoints } = valueKpis()
  const { averageVibeScore } = portfolioTotals(investorPortfolioCompanies)
  const previousAverage = investorAverageVibeScoreHistory.at(-2)?.value
  const scoreChange =
    averageVibeScore !== null && previousAverage !== undefined ? averageVibeScore - previousAverage : 0

  return (
    <section aria-labelledby="kpi-heading" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <h2 id="kpi-heading" className="sr-only">
        Key performance indicators
      </h2>
      <MetricCard
        title="Total Portfolio Value"
        value={formatGbpCompact(value)}
        change={formatSignedPercent(monthChange)}
        positive={monthChange >= 0}
        changeLabel={VALUE_CHANGE_LABEL}
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
