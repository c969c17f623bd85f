import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { founderConnections } from '@app/sample-data/founder'
import { Card } from '@app/ui/components/card'
import { formatLongDate } from '@app/ui/lib/format-date'
import { MapPin, MessageSquare } from 'lucide-react'
import { InvestorAvatar } from './investor-avatar.tsx'
import { withInvestor } from './investor-lookup.ts'

const connections = withInvestor(founderConnections)

export function ConnectionsPanel() {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {connections.map(({ investor, connectedOn }) => (
        <li key={investor.id}>
          <Card className="h-full gap-4 p-5">
            <div className="flex items-start gap-3">
              <InvestorAvatar initials={investor.avatar} />
              <div className="min-w-0">
                <h3 className="font-semibold text-base leading-snug">{investor.name}</h3>
                <p className="text-muted-foreground text-sm">{investor.role}</p>
              </div>
            </div>
            <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <MapPin className="size-4" aria-hidden="true" />
              {investor.location}
            </p>
            <div className="mt-auto flex items-center justify-between gap-3">
              <span className="text-muted-foreground text-xs">
                Connected <time dateTime={connectedOn}>{formatLongDate(connectedOn)}</time>
              </span>
              <PreviewOnlyButton action="Message" variant="outline" size="sm">
                <MessageSquare aria-hidden="true" />
                Message<span className="sr-only"> {investor.name}</span>
              </PreviewOnlyButton>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
