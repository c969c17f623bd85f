import { useSessionList } from '@app/preview-kit/client/use-session-strings'
import { founderKeyObjectives, founderProfile, founderTasks } from '@app/sample-data/founder'
import type { Task } from '@app/sample-data/types'
import { Badge } from '@app/ui/components/badge'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@app/ui/components/card'
import { Progress } from '@app/ui/components/progress'
import { formatShortDate } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import { QuickAddButton, QuickAddForm, useQuickAdd } from '@app/ui-patterns/quick-add'
import { Circle, CircleCheck } from 'lucide-react'
import { objectiveStatusTone, taskPriorityBadge } from '../../lib/tones.ts'

export function OkrTasksCard() {
  const [addedTitles, addTask] = useSessionList('founder-preview:added-tasks')
  const { adding, openerProps, close } = useQuickAdd()
  // Tasks added in the preview are open, medium priority, due at the end of the sample week.
  const tasks: Task[] = [
    ...founderTasks,
    ...addedTitles.map((title, index) => ({
      id: founderTasks.length + index + 1,
      title,
      priority: 'medium' as const,
      dueDate: founderProfile.weekEnd,
      completed: false,
    })),
  ]
  const completedCount = tasks.filter((task) => task.completed).length
  const completedPercent = Math.round((completedCount / tasks.length) * 100)

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Weekly OKRs &amp; Tasks</CardTitle>
        <CardDescription>This week's objectives and the tasks your AI agents are tracking</CardDescription>
        <CardAction>
          <QuickAddButton label="Add New Task" {...openerProps} />
        </CardAction>
      </CardHeader>
      {/* One column on a phone, as wide as the card whatever its lists hold (an implicit column would grow to
          the widest unbreakable line and push the card off a phone's screen with larger text). */}
      <CardContent className="grid grid-cols-1 gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="tasks-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 id="tasks-heading" className="font-semibold text-sm">
                Tasks
              </h3>
              <p className="text-muted-foreground text-sm tabular-nums">
                completed {completedCount} of {tasks.length} ({completedPercent}%)
              </p>
            </div>
            <Progress value={completedPercent} aria-label="Tasks completed this week" />
          </div>
          {adding ? <QuickAddForm label="New task" onAdd={addTask} onClose={close} /> : null}
          <ul aria-label="Tasks" className="flex flex-col gap-2">
            {tasks.map((task) => {
              const priority = taskPriorityBadge[task.priority]
              const StatusIcon = task.completed ? CircleCheck : Circle
              return (
                <li
                  key={task.id}
                  className={cn(
                    // The priority goes under the task only when the title would be left less than 8rem beside
                    // it (larger text on a phone), so no word of the title is broken to fit.
                    'flex flex-wrap items-center gap-3 rounded-xl border border-border px-3 py-3 sm:px-4',
                    // Dimmed by colour, not opacity, so the text still meets WCAG AA contrast.
                    task.completed ? 'border-transparent bg-muted/70' : 'bg-card',
                  )}
                >
                  <StatusIcon
                    className={cn(
                      'size-5 shrink-0',
                      task.completed ? 'text-success' : 'text-muted-foreground',
                    )}
                    aria-hidden="true"
                  />
                  <div className="min-w-0 grow basis-32">
                    <p
                      className={cn(
                        'font-medium text-sm',
                        task.completed && 'text-muted-foreground line-through decoration-muted-foreground/70',
                      )}
                    >
                      {task.title}
                      <span className="sr-only">{task.completed ? ' (completed)' : ' (open)'}</span>
                    </p>
                    <p className="text-muted-foreground text-xs">Due {formatShortDate(task.dueDate)}</p>
                  </div>
                  <Badge variant={priority.tone}>
                    {priority.label}
                    <span className="sr-only"> priority</span>
                  </Badge>
                </li>
              )
            })}
          </ul>
        </section>
        <section aria-labelledby="objectives-heading" className="flex flex-col gap-4">
          <h3 id="objectives-heading" className="font-semibold text-sm">
            Key Objectives
          </h3>
          <ul className="flex flex-col gap-2">
            {founderKeyObjectives.map((objective) => (
              // The status goes under the title only when the title would be left less than 6rem beside it
              // (larger text on a phone); at the usual text size it always has that.
              <li
                key={objective.title}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted/60 px-4 py-3"
              >
                <span className="grow basis-24 font-medium text-sm">{objective.title}</span>
                <Badge variant={objectiveStatusTone(objective.status)}>{objective.status}</Badge>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  )
}
