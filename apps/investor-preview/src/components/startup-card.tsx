import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import type { Startup } from '@app/sample-data/types'
import { Badge } from '@app/ui/components/badge'
import { Card, CardContent, CardFooter } from '@app/ui/components/card'
import { Toggle } from '@app/ui/components/toggle'
import { formatGbpCompact } from '@app/ui/lib/format-number'
import { Bookmark, MapPin } from 'lucide-react'
import { SECTOR_LABELS } from '../lib/discover.ts'
import { CompanyAvatar } from './company-avatar.tsx'
import { sectorAvatarClass } from './sector-style.ts'
import { VibeScoreBadge } from './vibe-score-badge.tsx'

type StartupCardProps = {
  startup: Startup
  saved: boolean
  onSavedChange: (saved: boolean) => void
}

export function StartupCard({ startup, saved, onSavedChange }: StartupCardProps) {
  return (
    <Card className="gap-4 pt-5 pb-5 transition-shadow hover:shadow-card-hover">
      <CardContent className="flex flex-1 flex-col gap-4 px-5">
        <div className="flex items-start gap-3">
          <CompanyAvatar name={startup.name} className={sectorAvatarClass[startup.sector]} />
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold text-foreground leading-snug">{startup.name}</h3>
            <p className="mt-0.5 flex items-center gap-1 text-muted-foreground text-sm">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{startup.location}</span>
            </p>
          </div>
          <Toggle
            size="sm"
            pressed={saved}
            onPressedChange={onSavedChange}
            aria-label={`Save ${startup.name}`}
            className="-mt-1 -mr-2 size-9 px-0"
          >
            <Bookmark aria-hidden="true" className={saved ? 'fill-current' : undefined} />
          </Toggle>
        </div>
        <p className="text-pretty text-muted-foreground text-sm leading-relaxed">{startup.description}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{SECTOR_LABELS[startup.sector]}</Badge>
          <Badge variant="secondary">{startup.stage}</Badge>
        </div>
        <dl className="mt-auto grid grid-cols-2 gap-3 rounded-xl bg-muted/60 p-3">
          <div>
            <dt className="text-muted-foreground text-xs">Vibe Score</dt>
            <dd className="mt-1">
              <VibeScoreBadge score={startup.vibeScore} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Raising</dt>
            <dd className="mt-1 font-semibold text-foreground tabular-nums">
              {formatGbpCompact(startup.raising)}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="px-5">
        <PreviewOnlyButton action="View Profile" variant="outline" className="w-full">
          View Profile
          <span className="sr-only"> of {startup.name}</span>
        </PreviewOnlyButton>
      </CardFooter>
    </Card>
  )
}
