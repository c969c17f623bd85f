import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { useEffect, useRef } from 'react'
import { COACH_NAME, type CoachMessage, coachGreeting, OPENING_MESSAGE_ID } from './coach-script.ts'
import { MessageBubble } from './message-bubble.tsx'

/**
 * The conversation, a live region of fixed height that screen readers announce as messages arrive. `beforeCode`
 * (the prerender and hydration) draws the opening message typing, with its greeting ready beside it.
 */
export function CoachMessageLog({
  messages,
  beforeCode,
}: {
  messages: readonly CoachMessage[]
  beforeCode: boolean
}) {
  const logRef = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()

  // Scrolls the chat area itself (not the page) so the newest message stays in view.
  useEffect(() => {
    const log = logRef.current
    if (log && messages.length > 0) {
      log.scrollTo({ top: log.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' })
    }
  }, [messages, reducedMotion])

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={`Conversation with your ${COACH_NAME}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the conversation
      tabIndex={0}
      // The card clips what lies outside the conversation's box: its focus ring is drawn just inside it.
      className="h-[400px] overflow-y-auto bg-muted/40 px-4 py-5 focus-visible:-outline-offset-4 sm:px-5"
    >
      <ul className="flex flex-col gap-4">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            greetingBeforeCode={beforeCode && message.id === OPENING_MESSAGE_ID ? coachGreeting : undefined}
          />
        ))}
      </ul>
    </div>
  )
}
