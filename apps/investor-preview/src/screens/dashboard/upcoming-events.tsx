import { investorEvents } from '@app/sample-data/investor'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { EventList } from '@app/ui-patterns/event-list'

export function UpcomingEvents() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upcoming Events</CardTitle>
        <CardDescription>Demo days and sessions for investors</CardDescription>
      </CardHeader>
      <CardContent>
        <EventList events={investorEvents} />
      </CardContent>
    </Card>
  )
}
