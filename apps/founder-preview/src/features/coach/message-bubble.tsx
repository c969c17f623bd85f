import { sampleWallClock } from '@app/sample-data/clock'
import { formatClockTime } from '@app/ui/lib/format-date'
import { cn } from '@app/ui/lib/utils'
import { CoachAvatar } from './coach-avatar.tsx'
import { COACH_NAME, type CoachMessage } from './coach-script.ts'
import { TypingBubble } from './typing-bubble.tsx'

// "9:31 AM" on the sample clock: London time whatever the visitor's time zone.
const clockTime = (time: string) => formatClockTime(sampleWallClock(new Date(time)))

interface MessageBubbleProps {
  message: CoachMessage
  /**
   * The greeting to swap in for the typing dots after the greeting's delay, by the stylesheet: the coach's opening
   * message as the page draws it before the chat's code has run.
   */
  greetingBeforeCode?: { content: string; time: string }
}

/**
 * One message of the conversation: the visitor's on the right, the coach's on the left beside its avatar. Each
 * part keeps its place whether it is drawn or not (typing dots, then the text), so the opening greeting the
 * stylesheet has shown is the element the chat's state goes on showing once hydrated: a screen reader hears it
 * once.
 */
export function MessageBubble({ message, greetingBeforeCode }: MessageBubbleProps) {
  const fromUser = message.role === 'user'
  const beforeCode = greetingBeforeCode !== undefined
  const content = greetingBeforeCode?.content ?? message.content
  const time = greetingBeforeCode?.time ?? message.time
  const showsText = beforeCode || !message.isTyping
  return (
    <li className={cn('flex items-end gap-2', fromUser && 'flex-row-reverse')}>
      {/* On the narrowest screens the mark goes, so the bubble's words need not break inside (app.css). */}
      {fromUser ? null : <CoachAvatar className="narrowest:hidden" />}
      <div className={cn('flex max-w-[85%] flex-col gap-1', fromUser && 'items-end')}>
        <div
          className={cn(
            // A long unbroken word (a pasted link) breaks where it must, so it wraps inside the bubble.
            'wrap-anywhere whitespace-pre-line rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
            fromUser
              ? 'rounded-br-md bg-accent-600 text-white'
              : 'rounded-bl-md border border-border bg-card text-foreground shadow-xs',
          )}
        >
          <span className="sr-only">{fromUser ? 'You: ' : `${COACH_NAME}: `}</span>
          {message.isTyping || beforeCode ? (
            <TypingBubble className={beforeCode ? 'animate-coach-typing-ends' : undefined} />
          ) : null}
          {showsText ? (
            <span className={cn('block', beforeCode && 'animate-coach-greeting-waits')}>{content}</span>
          ) : null}
        </div>
        {showsText && time ? (
          <time
            dateTime={time}
            className={cn(
              'px-1 text-muted-foreground text-xs tabular-nums',
              beforeCode && 'animate-coach-greeting-time-waits',
            )}
          >
            {clockTime(time)}
          </time>
        ) : null}
      </div>
    </li>
  )
}
