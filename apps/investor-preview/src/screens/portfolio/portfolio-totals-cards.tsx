import { investorPortfolioCompanies } from '@app/sample-data/investor'
import { formatGbp } from '@app/ui/lib/format-number'
import { FigureCard } from '@app/ui-patterns/figure-card'
import { Briefcase, Gauge, PoundSterling } from 'lucide-react'
import { VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { portfolioTotals } from '../../lib/portfolio.ts'

/** Total Invested, Avg. Vibe Score and Portfolio Companies, computed from the holdings the screen lists. */
export function PortfolioTotalsCards() {
  const { totalInvested, averageVibeScore, companyCount } = portfolioTotals(investorPortfolioCompanies)

  return (
    // One column on the narrowest phones: two cards side by side leave the titles no room at 320 px. The
    // width is counted in rem (25rem is 400 px at the usual 16 px text), so a visitor with larger text gets one
    // column where the titles would have no room at their size either.
    <section
      aria-labelledby="portfolio-totals-heading"
      className="grid grid-cols-1 gap-4 min-[25rem]:grid-cols-2 sm:grid-cols-3"
    >
      {/* Names the cards' h3 headings under the page's h1 (heading order). */}
      <h2 id="portfolio-totals-heading" className="sr-only">
        Portfolio totals
      </h2>
      <FigureCard
        className="min-[25rem]:col-span-2 sm:col-span-1"
        title="Total Invested"
        value={formatGbp(totalInvested)}
        icon={PoundSterling}
      >
        <p className="text-muted-foreground text-sm">across {companyCount} companies</p>
      </FigureCard>
      <FigureCard title="Avg. Vibe Score" value={averageVibeScore ?? '—'} icon={Gauge}>
        <p className="text-muted-foreground text-sm">
          {averageVibeScore === null ? (
            'no holdings yet'
          ) : (
            <VibeScoreBadge score={averageVibeScore} withScore={false} />
          )}
        </p>
      </FigureCard>
      <FigureCard title="Portfolio Companies" value={companyCount} icon={Briefcase}>
        <p className="text-muted-foreground text-sm">all active</p>
      </FigureCard>
    </section>
  )
}
