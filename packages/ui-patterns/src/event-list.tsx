import { Badge } from '@app/ui/components/badge'
import { formatShortMonth, isoDayToDate } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import { Video } from 'lucide-react'
import type * as React from 'react'

type EventListEntry = {
  id: number | string
  title: string
  /** Calendar day (YYYY-MM-DD) shown on the date tile. */
  date: string
  /** When on that day, shown under the title (e.g. "4:00 PM BST"). */
  time: string
  /** How it takes place, e.g. "Virtual". */
  type: string
}

type EventListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  events: readonly EventListEntry[]
  /** Per-event control under the details, such as a registration button. */
  renderAction?: (event: EventListEntry) => React.ReactNode
}

function EventList({ events, renderAction, className, ...props }: EventListProps) {
  return (
    <ul data-slot="event-list" className={cn('flex flex-col divide-y divide-border', className)} {...props}>
      {events.map((event) => (
        // The details go under the date tile only where they would be left less than 9rem beside it (larger
        // text on a small phone), so no word of the title is broken to fit.
        <li key={event.id} className="flex flex-wrap gap-3 py-4 first:pt-0 last:pb-0">
          <time
            dateTime={event.date}
            className="flex size-12 shrink-0 flex-col items-center justify-center rounded-xl bg-accent-50 text-accent-700"
          >
            <span className="font-semibold text-[0.6875rem] uppercase leading-none">
              {formatShortMonth(event.date)}
            </span>
            <span className="font-bold text-lg tabular-nums leading-tight">
              {isoDayToDate(event.date).getUTCDate()}
            </span>
          </time>
          <div className="flex min-w-0 grow basis-36 flex-col gap-2">
            <div>
              <h3 className="font-medium text-sm leading-snug">{event.title}</h3>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                {event.time}
                <Badge variant="info">
                  <Video aria-hidden="true" />
                  {event.type}
                </Badge>
              </p>
            </div>
            {renderAction?.(event)}
          </div>
        </li>
      ))}
    </ul>
  )
}

export type { EventListEntry, EventListProps }
export { EventList }
