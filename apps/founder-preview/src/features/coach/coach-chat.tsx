import { Card } from '@app/ui/components/card'
import { cn } from '@app/ui/lib/utils'
import { type CSSProperties, useId } from 'react'
import { CoachChatHeader } from './coach-chat-header.tsx'
import { CoachComposer } from './coach-composer.tsx'
import { CoachMessageLog } from './coach-message-log.tsx'
import { COACH_GREETING_DELAY_MS } from './coach-script.ts'
import { useCoachChat } from './use-coach-chat.ts'

/**
 * The first second before the chat's code has run, for the stylesheet (app.css, `animate-coach-*`): the typing
 * dots swapped for the greeting, and the suggested prompts and Send ready to press, once it is up.
 */
const greetingDelay = { '--coach-greeting-delay': `${COACH_GREETING_DELAY_MS}ms` } as CSSProperties

interface CoachChatProps {
  title: string
  description: string
  className?: string
}

/** The scripted AI coach (docs/previews.md, "The AI coach"), shared by the Dashboard and AI Cofounder screens. */
export function CoachChat({ title, description, className }: CoachChatProps) {
  const { messages, typing, send, beforeCode } = useCoachChat()
  const headingId = useId()

  return (
    <Card
      aria-labelledby={headingId}
      className={cn('min-w-0 gap-0 overflow-hidden py-0', className)}
      role="region"
      style={beforeCode ? greetingDelay : undefined}
    >
      <CoachChatHeader title={title} description={description} headingId={headingId} />
      <CoachMessageLog messages={messages} beforeCode={beforeCode} />
      <CoachComposer typing={typing} send={send} beforeCode={beforeCode} />
    </Card>
  )
}
