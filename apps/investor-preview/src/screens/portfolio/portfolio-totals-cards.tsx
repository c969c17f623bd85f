import { investorPortfolioCompanies } from '@app/sample-data/investor'
import { formatGbp } from '@app/ui/lib/format-number'
import { Briefcase, Gauge, PoundSterling } from 'lucide-react'
import { StatCard } from '../../components/stat-card.tsx'
import { VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { portfolioTotals } from '../../lib/portfolio.ts'

/** Total Invested, Avg. Vibe Score and Portfolio Companies, computed from the holdings the screen lists. */
export function PortfolioTotalsCards() {
  const { totalInvested, averageVibeScore, companyCount } = portfolioTotals(investorPortfolioCompanies)

  return (
    // One column on the narrowest phones: two cards side by side leave the titles no room at 320 px.
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
  )
}
