import type { PortfolioCompany } from '@app/sample-data/types'
import { formatDate } from '@app/ui/lib/format-date'
import { formatGbp } from '@app/ui/lib/format-number'
import { cn } from '@app/ui/lib/utils'
import { CompanyAvatar } from '../../components/company-avatar.tsx'
import { VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { CompanyActions } from './company-actions.tsx'
import { listColumns } from './portfolio-view.ts'

export function CompanyListRow({ company }: { company: PortfolioCompany }) {
  return (
    <div className={cn('flex flex-col gap-3 px-5 py-4 lg:grid lg:items-center lg:gap-4', listColumns)}>
      <div className="flex min-w-0 items-center gap-3">
        <CompanyAvatar name={company.name} />
        {/* One line each in the wide table (the grid view shows the whole description); on narrower screens the
            row has the width to itself, so they wrap rather than end in "…". */}
        <div className="min-w-0 break-words">
          <h3 className="font-semibold text-foreground lg:truncate">{company.name}</h3>
          <p className="text-muted-foreground text-sm lg:truncate">{company.description}</p>
        </div>
      </div>
      {/* Two columns on phones with the score badge on its own row, so "161 · Developing" never leaves the card. */}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:contents">
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
        <div className="col-span-2 sm:col-span-1">
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
