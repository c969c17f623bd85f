import { writeUrlView } from '@app/preview-kit/url-view'
import { investorStartups } from '@app/sample-data/investor'
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
import { formatGbpCompact } from '@app/ui/lib/format-number'
import { pluralNoun } from '@app/ui/lib/plural'
import { cn } from '@app/ui/lib/utils'
import { ArrowRight, SearchX } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { CompanyAvatar } from '../../components/company-avatar.tsx'
import { SectorChips } from '../../components/sector-chips.tsx'
import { sectorAvatarClass } from '../../components/sector-style.ts'
import { VibeScoreBadge } from '../../components/vibe-score-badge.tsx'
import { DEFAULT_SORT, discoverStartups, SECTOR_LABELS, type SectorFilter } from '../../lib/discover.ts'
import { discoverView } from '../discover/discover-view.ts'

const PREVIEW_SIZE = 6

type DiscoverPreviewProps = {
  /** The sector chip chosen, kept in the screen's URL. */
  sector: SectorFilter
  onSectorChange: (sector: SectorFilter) => void
}

export function DiscoverPreview({ sector, onSectorChange }: DiscoverPreviewProps) {
  const matches = useMemo(
    () => discoverStartups(investorStartups, { text: '', sector, stage: 'all', sort: DEFAULT_SORT }),
    [sector],
  )
  const shown = matches.slice(0, PREVIEW_SIZE)
  // "View all" opens Discover on the sector chosen here, as its own link would.
  const discoverSearch = writeUrlView(discoverView, new URLSearchParams(), { sector }).toString()

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">Discover Startups</CardTitle>
        <CardDescription>Startups raising now, highest Vibe Score first.</CardDescription>
        <CardAction>
          <Link
            to={{ pathname: '/discover', search: discoverSearch }}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            View all
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SectorChips value={sector} onChange={onSectorChange} />
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No startups in this sector yet"
            description="New startups arrive daily; try another sector."
          />
        ) : (
          <ul aria-label="Top matches" className="-mx-2 flex flex-col">
            {shown.map((startup) => (
              // One row from 360 px up (22.5rem, so with larger text from a wider screen). Narrower (a small
              // phone, a page zoomed to 400 %), the score moves under the name, which would otherwise have about
              // 100 px and end in "…".
              <li
                key={startup.name}
                className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 rounded-xl px-2 py-3 transition-colors hover:bg-muted/70 min-[22.5rem]:grid-cols-[auto_minmax(0,1fr)_auto] sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]"
              >
                <CompanyAvatar
                  name={startup.name}
                  className={cn('row-span-2 min-[22.5rem]:row-span-1', sectorAvatarClass[startup.sector])}
                />
                <div className="min-w-0 break-words">
                  <p className="font-medium text-foreground">{startup.name}</p>
                  <p className="text-muted-foreground text-sm">
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
                <VibeScoreBadge
                  score={startup.vibeScore}
                  className="justify-self-start min-[22.5rem]:justify-self-end"
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter
        aria-live="polite"
        className="mt-auto border-border border-t text-muted-foreground text-sm [.border-t]:pt-4"
      >
        Showing {shown.length} of {matches.length} {sector === 'all' ? '' : `${SECTOR_LABELS[sector]} `}
        {pluralNoun(matches.length, 'startup')}
      </CardFooter>
    </Card>
  )
}
