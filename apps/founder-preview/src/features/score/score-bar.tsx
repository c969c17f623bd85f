import type { ScoreCategory } from '@app/sample-data/types'
import { Progress } from '@app/ui/components/progress'
import { cn } from '@app/ui/lib/utils'
import { animatedValueAt } from './score-animation.ts'

interface ScoreBarProps {
  category: ScoreCategory
  /** The shared animation tick of the card, so all bars grow together. */
  tick: number
}

/** One score-breakdown bar, "n / 300", growing by score/60 per tick. */
export function ScoreBar({ category, tick }: ScoreBarProps) {
  const value = animatedValueAt(category.score, tick)
  return (
    <li className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-foreground">{category.category}</span>
        <span className="flex items-baseline gap-2 tabular-nums">
          <span
            className={cn(
              'font-semibold text-xs',
              category.change.startsWith('-') ? 'text-danger' : 'text-success',
            )}
          >
            {category.change}
          </span>
          <span className="text-muted-foreground">
            <span className="font-semibold text-foreground">{category.score}</span> / {category.maxScore}
          </span>
        </span>
      </div>
      <Progress
        value={(value / category.maxScore) * 100}
        aria-label={`${category.category}: ${category.score} out of ${category.maxScore}`}
        data-score={value}
        className="h-2.5"
        indicatorClassName="bg-gradient-brand transition-none"
      />
    </li>
  )
}
