import { founderPopularResources, founderResources, founderUpcomingEvents } from '@app/sample-data/founder'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@app/ui/components/card'
import { formatWeekday } from '@app/ui/lib/format-date'
import { formatNumber } from '@app/ui/lib/format-number'
import { EventList } from '@app/ui-patterns/event-list'
import { PreviewOnlyButton } from '@app/ui-patterns/preview-notice'
import { ArrowRight, ClipboardList } from 'lucide-react'

const popular = founderPopularResources.flatMap(({ resourceId, downloads }) => {
  const resource = founderResources.find((candidate) => candidate.id === resourceId)
  return resource ? [{ resource, downloads }] : []
})

export function UpcomingEventsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upcoming Events</CardTitle>
        <CardDescription>Live sessions with investors and operators</CardDescription>
      </CardHeader>
      <CardContent>
        <EventList
          events={founderUpcomingEvents.map((event) => ({
            ...event,
            time: `${formatWeekday(event.date)}, ${event.time}`,
          }))}
          renderAction={(event) => (
            <PreviewOnlyButton action="Register Now" variant="outline" size="sm" className="w-fit">
              Register Now<span className="sr-only">: {event.title}</span>
            </PreviewOnlyButton>
          )}
        />
      </CardContent>
      <CardFooter>
        <PreviewOnlyButton action="View All Events" variant="link">
          View All Events
          <ArrowRight aria-hidden="true" />
        </PreviewOnlyButton>
      </CardFooter>
    </Card>
  )
}

export function AssessmentCard() {
  return (
    <section
      aria-labelledby="assessment-heading"
      className="flex flex-col gap-3 rounded-2xl bg-gradient-brand p-6 text-white shadow-accent-600/20 shadow-lg"
    >
      <ClipboardList className="size-7" aria-hidden="true" />
      <h2 id="assessment-heading" className="font-semibold text-lg">
        Get personalised resources
      </h2>
      <p className="text-pretty text-sm text-white/90 leading-relaxed">
        Answer 12 quick questions and we'll match guides, templates and tools to your biggest gaps.
      </p>
      <PreviewOnlyButton
        action="Take Assessment"
        variant="secondary"
        className="mt-1 w-fit bg-white text-accent-700 hover:bg-white/90"
      >
        Take Assessment
      </PreviewOnlyButton>
    </section>
  )
}

export function MostPopularCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Most Popular</CardTitle>
        <CardDescription>What founders downloaded most this month</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {popular.map(({ resource, downloads }, index) => (
            <li key={resource.id} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-lg bg-muted font-semibold text-muted-foreground text-sm tabular-nums"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium text-sm leading-snug">{resource.title}</p>
                <p className="text-muted-foreground text-xs tabular-nums">
                  {formatNumber(downloads)} downloads
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
