import { investorPortfolioCompanies } from '@app/sample-data/investor'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { Progress } from '@app/ui/components/progress'
import { formatGbpCompact } from '@app/ui/lib/format-number'
import { CompanyAvatar } from '../../components/company-avatar.tsx'
import { bandDotClass, VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { rankByVibeScore } from '../../lib/portfolio.ts'
import { VIBE_SCORE_MAX, vibeScoreBand } from '../../lib/vibe-score-band.ts'

const TOP_PERFORMERS = 5

export function TopPerformers() {
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
                {/* The name wraps rather than end in "…" where the row is narrow (a 320 px phone, a page zoomed
                    in), and the score goes under it when the name would be left less than 6rem beside it (larger
                    text on a phone), so no word of the name is broken to fit. */}
                <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <p className="min-w-0 grow basis-24 break-words font-medium text-foreground">
                    {company.name}
                  </p>
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
