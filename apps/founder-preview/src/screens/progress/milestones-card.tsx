import { useSessionList } from '@app/preview-kit/client/use-session-strings'
import { founderMilestones, founderProfile } from '@app/sample-data/founder'
import type { Milestone } from '@app/sample-data/types'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@app/ui/components/card'
import { formatShortDate } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import { QuickAddButton, QuickAddForm, useQuickAdd } from '@app/ui-patterns/quick-add'
import { CircleCheck, Flag } from 'lucide-react'

export function MilestonesCard() {
  const [addedTitles, addMilestone] = useSessionList('founder-preview:added-milestones')
  const { adding, openerProps, close } = useQuickAdd()
  // Milestones added in the preview are upcoming, dated at the end of the sample month.
  const milestones: Milestone[] = [
    ...founderMilestones,
    ...addedTitles.map((title, index) => ({
      id: founderMilestones.length + index + 1,
      title,
      description: 'Added in this preview session.',
      completed: false,
      date: founderProfile.monthEnd,
    })),
  ]
  const reached = milestones.filter((milestone) => milestone.completed).length

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2">Milestones</CardTitle>
        <CardDescription>
          {reached} of {milestones.length} reached in June
        </CardDescription>
        <CardAction>
          <QuickAddButton label="Add Milestone" {...openerProps} />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {adding ? <QuickAddForm label="New milestone" onAdd={addMilestone} onClose={close} /> : null}
        {/* On the narrowest screens (app.css) each milestone's mark goes above its words, so no word is broken to
            fit beside it, and the line joining the marks goes. */}
        <ol aria-label="Milestones" className="relative flex flex-col gap-5">
          {milestones.map((milestone, index) => {
            const Icon = milestone.completed ? CircleCheck : Flag
            const isLast = index === milestones.length - 1
            return (
              <li key={milestone.id} className="relative flex gap-4 narrowest:flex-col narrowest:gap-2">
                {isLast ? null : (
                  <span
                    aria-hidden="true"
                    // Through the middle of the mark above it, in rem as the mark is, so it stays there with larger text.
                    className="absolute top-9 bottom-[-1.25rem] left-[1.125rem] w-px -translate-x-1/2 bg-border narrowest:hidden"
                  />
                )}
                <span
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full',
                    milestone.completed ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground',
                  )}
                >
                  <Icon className="size-[18px]" aria-hidden="true" />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-1">
                  <div className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
                    <p className="font-medium text-sm">
                      {milestone.title}
                      <span className="sr-only">{milestone.completed ? ' (reached)' : ' (upcoming)'}</span>
                    </p>
                    <time dateTime={milestone.date} className="text-muted-foreground text-xs tabular-nums">
                      {formatShortDate(milestone.date)}
                    </time>
                  </div>
                  <p className="text-pretty text-muted-foreground text-sm">{milestone.description}</p>
                </div>
              </li>
            )
          })}
        </ol>
      </CardContent>
    </Card>
  )
}
