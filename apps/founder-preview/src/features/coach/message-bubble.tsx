import { sampleWallClock } from '@app/sample-data/clock'
import { formatClockTime } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import { CoachAvatar } from './coach-avatar.tsx'
import { COACH_NAME, type CoachMessage } from './coach-script.ts'
import { TypingBubble } from './typing-bubble.tsx'

// "9:31 AM" on the sample clock: London time whatever the visitor's time zone.
const clockTime = (time: string) => formatClockTime(sampleWallClock(new Date(time)))

/** One message of the conversation: the visitor's on the right, the coach's on the left beside its avatar. */
export function MessageBubble({ message }: { message: CoachMessage }) {
  const fromUser = message.role === 'user'
  return (
    <li className={cn('flex items-end gap-2', fromUser && 'flex-row-reverse')}>
      {fromUser ? null : <CoachAvatar />}
      <div className={cn('flex max-w-[85%] flex-col gap-1', fromUser && 'items-end')}>
        <div
          className={cn(
            'whitespace-pre-line rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
            fromUser
              ? 'rounded-br-md bg-accent-600 text-white'
              : 'rounded-bl-md border border-border bg-card text-foreground shadow-xs',
          )}
        >
          <span className="sr-only">{fromUser ? 'You: ' : `${COACH_NAME}: `}</span>
          {message.isTyping ? <TypingBubble /> : message.content}
        </div>
        {message.time ? (
          <time dateTime={message.time} className="px-1 text-muted-foreground text-xs tabular-nums">
            {clockTime(message.time)}
          </time>
        ) : null}
      </div>
    </li>
  )
}
