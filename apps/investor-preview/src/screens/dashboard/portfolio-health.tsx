import { investorPortfolioCompanies } from '@app/sample-data/investor'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { cn } from '@app/ui/lib/utils'
import { bandDotClass, VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { portfolioBandCounts, portfolioTotals, rankByVibeScore } from '../../lib/portfolio.ts'
import { vibeScoreBand } from '../../lib/vibe-score-band.ts'

export function PortfolioHealth() {
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
        {/* The badge goes under the figure when larger text leaves no room beside it. */}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="font-semibold text-4xl text-foreground tabular-nums tracking-tight">
              {averageVibeScore ?? '—'}
            </p>
            <p className="text-muted-foreground text-sm">average Vibe Score</p>
          </div>
          {averageVibeScore === null ? null : <VibeScoreBadge score={averageVibeScore} withScore={false} />}
        </div>
        <div>
          <div aria-hidden="true" className="flex h-2.5 gap-1 overflow-hidden rounded-full">
            {bands.map(({ band, count }) =>
              count === 0 ? null : (
                <span
                  key={band.name}
                  className={cn(
                    'h-full rounded-full forced-colors:bg-[color:CanvasText]',
                    bandDotClass[band.name],
                  )}
                  style={{ flexGrow: count }}
                />
              ),
            )}
          </div>
          {/* As wide as their labels, spread over the card: three equal thirds left "Developing" 4 px wider than
              its column on a 320 px phone. With larger text the three do not fit one row: the last goes onto a
              second row rather than out of the card. */}
          <ul className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
            {bands.map(({ band, count }) => (
              <li key={band.name} className="flex flex-col">
                <span className="font-semibold text-foreground tabular-nums">{count}</span>
                <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
                  {/* shrink-0: on a 320 px phone "Developing" fills its column and would squeeze the dot into a sliver */}
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-2 shrink-0 rounded-full forced-colors:bg-[color:CanvasText]',
                      bandDotClass[band.name],
                    )}
                  />
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
