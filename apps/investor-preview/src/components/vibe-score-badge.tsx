import { Badge } from '@app/ui/components/badge'
import { cn } from '@app/ui/lib/utils'
import { type VibeScoreBandName, vibeScoreBand } from '../lib/vibe-score-band.ts'

const bandBadgeVariant = {
  strong: 'success',
  good: 'info',
  developing: 'warning',
} as const satisfies Record<VibeScoreBandName, 'success' | 'info' | 'warning'>

export const bandDotClass: Record<VibeScoreBandName, string> = {
  strong: 'bg-success',
  good: 'bg-info',
  developing: 'bg-warning',
}

type VibeScoreBadgeProps = {
  score: number
  /** Off where the score is already printed large beside the badge: the badge then names only its band. */
  withScore?: boolean
  className?: string
}

/**
 * The score with its band in words, so the colour is never the only cue. What a band means is in the legend
 * (VibeScoreLegend), in view: a tooltip on the badge would reach only a mouse, not a finger or a screen reader.
 */
export function VibeScoreBadge({ score, withScore = true, className }: VibeScoreBadgeProps) {
  const band = vibeScoreBand(score)
  return (
    <Badge variant={bandBadgeVariant[band.name]} className={cn('gap-1.5 tabular-nums', className)}>
      {withScore ? (
        <>
          <span className="sr-only">Vibe Score </span>
          <span className="font-semibold">{score}</span>
          <span aria-hidden="true" className="opacity-40">
            ·
          </span>
        </>
      ) : null}
      {band.label}
    </Badge>
  )
}
