import { investorOpportunities, investorStartups } from '@app/sample-data/investor'
import { Badge } from '@app/ui/components/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { formatGbpCompact } from '@app/ui/lib/format-number'
import { cn } from '@app/ui/lib/utils'
import { CompanyAvatar } from '../../components/company-avatar.tsx'
import { sectorAvatarClass } from '../../components/sector-style.ts'
import { SECTOR_LABELS } from '../../lib/discover.ts'
import { matchLabel } from '../../lib/opportunities.ts'

export function InvestmentOpportunities() {
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
              // On a screen narrower than 17rem (a row of about 12rem: larger text on a phone; a 320 px phone at
              // the usual 16 px text is 20rem), the decorative initials tile gives its room to the name and the
              // match badge, as Top Performers' does on a phone (why a media query: packages/ui/README.md, "Larger
              // text").
              <li key={startup.name} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <CompanyAvatar
                  name={startup.name}
                  className={cn('max-[17rem]:hidden', sectorAvatarClass[startup.sector])}
                />
                <div className="min-w-0 flex-1">
                  {/* On a phone the badge always goes under the name: wrapping only where a name is long put it
                      beside some names and under others, a ragged list. */}
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 max-sm:flex-col max-sm:items-start">
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
