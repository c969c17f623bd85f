import type { CSSProperties } from 'react'
import { useId } from 'react'
import { scoreAnimationTiming } from './score-animation.ts'

const SIZE = 200
const STROKE = 14
const RADIUS = (SIZE - STROKE) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

interface ScoreRingProps {
  score: number
  /** How much of the ring the score fills, in percent (the product's 59.3, `VIBE_SCORE_RING_FILL_PERCENT`). */
  fillPercent: number
  label: string
}

/** The dash offset that leaves `fillPercent` of the ring drawn. */
function ringDashOffset(fillPercent: number): number {
  return CIRCUMFERENCE * (1 - fillPercent / 100)
}

/**
 * The Vibe Score ring: fills from 0 to `fillPercent` in 60 ticks at about 60 a second (a CSS animation from the
 * empty ring, `--score-ring-empty`, to the drawn offset; see score-animation.ts).
 */
export function ScoreRing({ score, fillPercent, label }: ScoreRingProps) {
  const gradientId = useId()

  return (
    // Its size is in rem, so it grows with the visitor's text size; past the card's width (200 % text on a
    // phone) it stays as wide as the card instead, still round.
    <div className="relative mx-auto aspect-square w-48 max-w-full sm:w-52">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        className="-rotate-90 size-full"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" style={{ stopColor: 'var(--gradient-brand-from)' }} />
            <stop offset="55%" style={{ stopColor: 'var(--gradient-brand-via)' }} />
            <stop offset="100%" style={{ stopColor: 'var(--gradient-brand-to)' }} />
          </linearGradient>
        </defs>
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className="stroke-muted"
        />
        <circle
          data-testid="score-ring-fill"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={ringDashOffset(fillPercent)}
          className="motion-safe:animate-score-ring"
          style={{ ...scoreAnimationTiming, '--score-ring-empty': CIRCUMFERENCE } as CSSProperties}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="font-bold text-5xl text-foreground tabular-nums tracking-tight">{score}</span>
        <span className="mt-1 font-medium text-muted-foreground text-sm">{label}</span>
      </div>
    </div>
  )
}
