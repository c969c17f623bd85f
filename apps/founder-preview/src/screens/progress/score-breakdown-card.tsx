import { founderScoreCategories } from '@app/sample-data/founder'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { ScoreBar } from '../../features/score/score-bar.tsx'

const byScore = founderScoreCategories.toSorted((a, b) => b.score - a.score)
const strongest = byScore[0]
const weakest = byScore.at(-1)

export function ScoreBreakdownCard() {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2">Score Breakdown</CardTitle>
        <CardDescription>Five categories, each scored out of 300, with this week's change</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <ul className="flex flex-col gap-5">
          {founderScoreCategories.map((category) => (
            <ScoreBar key={category.category} category={category} />
          ))}
        </ul>
        {strongest && weakest ? (
          // Side by side from 20rem of screen (320 px at the usual text size); stacked with larger text on a
          // phone, where half the card would break "Strongest" inside the word.
          <dl className="mt-auto grid grid-cols-1 gap-3 text-sm min-[20rem]:grid-cols-2">
            <div className="rounded-xl bg-success-soft p-3">
              <dt className="text-muted-foreground text-xs">Strongest</dt>
              <dd className="font-semibold text-success">
                {strongest.category} · {strongest.score}
              </dd>
            </div>
            <div className="rounded-xl bg-warning-soft p-3">
              <dt className="text-muted-foreground text-xs">Focus next</dt>
              <dd className="font-semibold text-warning">
                {weakest.category} · {weakest.score}
              </dd>
            </div>
          </dl>
        ) : null}
      </CardContent>
    </Card>
  )
}
