import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { sampleDayOf, sampleWallClock } from '@app/sample-data/clock'
import { founderInvestorMessages } from '@app/sample-data/founder'
import { Card } from '@app/ui/components/card'
import { formatClockTime, formatShortDate } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import { Reply } from 'lucide-react'
import { InvestorAvatar } from './investor-avatar.tsx'
import { withInvestor } from './investor-lookup.ts'

const conversations = withInvestor(founderInvestorMessages)

// "Jun 10, 9:14 AM" in London, the sample's time zone, so the prerendered page and the browser agree.
function dayAndTime(sentAt: string): string {
  const instant = new Date(sentAt)
  return `${formatShortDate(sampleDayOf(instant))}, ${formatClockTime(sampleWallClock(instant))}`
}

/** The founder's conversations with investors, newest first, unread ones marked; each with a Reply button. */
export function MessagesPanel() {
  return (
    <Card className="gap-0 py-2">
      <ul className="divide-y divide-border">
        {conversations.map(({ id, investor, preview, sentAt, unread }) => (
          <li key={id} className="flex items-start gap-3 px-5 py-4">
            <InvestorAvatar initials={investor.avatar} className="size-10 text-sm" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>
                  {investor.name}
                  {unread ? <span className="sr-only"> (unread)</span> : null}
                </p>
                <time dateTime={sentAt} className="text-muted-foreground text-xs tabular-nums">
                  {dayAndTime(sentAt)}
                </time>
              </div>
              <p className="text-muted-foreground text-xs">{investor.role}</p>
              <p
                className={cn(
                  'mt-1.5 text-pretty text-sm',
                  unread ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {preview}
              </p>
              {/* Each conversation offers the step a visitor looks for, which the preview answers with its
                  notice, as the Message buttons of My Connections do. */}
              <PreviewOnlyButton action="Reply" variant="outline" size="sm" className="mt-3">
                <Reply aria-hidden="true" />
                Reply<span className="sr-only"> to {investor.name}</span>
              </PreviewOnlyButton>
            </div>
            {unread ? (
              <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-600" />
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  )
}
