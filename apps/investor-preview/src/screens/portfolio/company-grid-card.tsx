import type { PortfolioCompany } from '@app/sample-data/types'
import { Card, CardContent } from '@app/ui/components/card'
import { formatDate } from '@app/ui/lib/format-date'
import { formatGbpCompact } from '@app/ui/lib/format-number'
import { CompanyAvatar } from '../../components/company-avatar.tsx'
import { VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { CompanyActions } from './company-actions.tsx'

export function CompanyGridCard({ company }: { company: PortfolioCompany }) {
  return (
    <Card className="h-full gap-4 py-5 transition-shadow hover:shadow-card-hover">
      <CardContent className="flex flex-1 flex-col gap-4 px-5">
        {/* The name and description go under the avatar only where they would be left less than 9rem beside
            it (larger text on a small phone), so no word of the description is broken to fit. */}
        <div className="flex flex-wrap items-start gap-3">
          <CompanyAvatar name={company.name} />
          <div className="min-w-0 grow basis-36">
            <h3 className="truncate font-semibold text-foreground leading-snug">{company.name}</h3>
            <p className="mt-1 text-pretty text-muted-foreground text-sm leading-relaxed">
              {company.description}
            </p>
          </div>
        </div>
        {/* Three columns only when the card is at least 24rem wide, room for the date and the score badge side
            by side. From the list's columns and the page's padding, a card is that wide from 26rem (416 px at the
            browser's usual 16 px text) while it has a row to itself (below 40rem) and from 52rem once cards share
            rows: in rem, so a reader's larger text setting moves the breakpoints with the card's contents. Read from the window: a
            container query on the card's own width now and then left Chromium 156 styling the card's insides
            without the stylesheet (about 1 in 35 test visits). The amount takes only its own width and the date
            the rest, so beside the widest badge ("Developing") the date still fits on one line. Below 19rem
            (304 px at 16 px text; a reader's larger text on a phone) even two columns leave the date too little
            room: the three figures stack. */}
        <dl className="mt-auto grid grid-cols-2 gap-3 max-[19rem]:grid-cols-1 rounded-xl bg-muted/60 p-3 text-sm min-[26rem]:max-sm:grid-cols-[auto_1fr_auto] min-[52rem]:grid-cols-[auto_1fr_auto]">
          <div>
            <dt className="text-muted-foreground text-xs">Investment</dt>
            <dd className="mt-1 font-semibold text-foreground tabular-nums">
              {formatGbpCompact(company.investment)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Date</dt>
            <dd className="mt-1 whitespace-nowrap font-medium text-foreground tabular-nums">
              <time dateTime={company.date}>{formatDate(company.date)}</time>
            </dd>
          </div>
          <div className="col-span-2 max-[19rem]:col-span-1 min-[26rem]:max-sm:col-span-1 min-[52rem]:col-span-1">
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
