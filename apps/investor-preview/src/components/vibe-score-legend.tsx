import { cn } from '@app/ui/lib/utils'
import { VIBE_SCORE_BANDS, VIBE_SCORE_MAX, vibeScoreBandRange } from '../lib/vibe-score-band.ts'
import { bandDotClass } from './vibe-score-badge.tsx'

/** Explains the badges: the three Vibe Score bands, their ranges and what each means. */
export function VibeScoreLegend({ className }: { className?: string }) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-1.5 text-muted-foreground text-xs', className)}
    >
      <span className="w-full font-medium text-foreground sm:w-auto">
        Vibe Score bands (out of {VIBE_SCORE_MAX})
      </span>
      <ul className="contents">
        {VIBE_SCORE_BANDS.map((band) => (
          <li key={band.name} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2 rounded-full', bandDotClass[band.name])} />
            <span>
              <span className="font-medium text-foreground">{band.label}</span> {vibeScoreBandRange(band)}:{' '}
              {band.description}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
