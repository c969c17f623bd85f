import type { ScoreCategory } from '@app/sample-data/types'
import { Progress } from '@app/ui/components/progress'
import { cn } from '@app/ui/lib/utils'
import { scoreAnimationTiming } from './score-animation.ts'

interface ScoreBarProps {
  category: ScoreCategory
}

/**
 * One score-breakdown bar, "n / 300", growing by score/60 per tick (a CSS animation from the empty bar; the bars
 * of a card start together, on the same frame, as they are drawn together; see score-animation.ts).
 */
export function ScoreBar({ category }: ScoreBarProps) {
  return (
    <li className="flex flex-col gap-2">
      {/* The figures go under the name when larger text leaves no room beside it. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
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
        value={(category.score / category.maxScore) * 100}
        aria-label={`${category.category}: ${category.score} out of ${category.maxScore}`}
        className="h-2.5"
        style={scoreAnimationTiming}
        indicatorClassName="bg-gradient-brand transition-none motion-safe:animate-score-bar"
      />
    </li>
  )
}
