import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { founderUpcomingEvents } from '@app/sample-data/founder'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@app/ui/components/card'
import { formatWeekday } from '@app/ui/lib/format-date'
import { EventList } from '@app/ui-patterns/event-list'
import { ArrowRight } from 'lucide-react'

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
          // Named with what it acts on. A hidden ": title" inside the button would be read "Register Now : …".
          renderAction={(event) => (
            <PreviewOnlyButton
              action="Register Now"
              aria-label={`Register Now: ${event.title}`}
              variant="outline"
              size="sm"
              className="w-fit"
            >
              Register Now
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
