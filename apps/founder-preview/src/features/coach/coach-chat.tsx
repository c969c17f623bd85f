import { Badge } from '@app/ui/components/badge'
import { Button } from '@app/ui/components/button'
import { Card } from '@app/ui/components/card'
import { Label } from '@app/ui/components/label'
import { Textarea } from '@app/ui/components/textarea'
import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { cn } from '@app/ui/lib/utils'
import { SendHorizontal } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { CoachAvatar } from './coach-avatar.tsx'
import { COACH_NAME, coachSuggestedPrompts } from './coach-script.ts'
import { MessageBubble } from './message-bubble.tsx'
import { useCoachChat } from './use-coach-chat.ts'

interface CoachChatProps {
  title: string
  description: string
  className?: string
}

/** The scripted AI coach (docs/previews.md, "The AI coach"), shared by the Dashboard and AI Cofounder screens. */
export function CoachChat({ title, description, className }: CoachChatProps) {
  const { messages, typing, send } = useCoachChat()
  const [draft, setDraft] = useState('')
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const inputId = useId()
  const headingId = useId()

  // Scrolls the chat area itself (not the page) so the newest message stays in view.
  useEffect(() => {
    const log = logRef.current
    if (log && messages.length > 0) {
      log.scrollTo({ top: log.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' })
    }
  }, [messages, reducedMotion])

  function submit() {
    if (send(draft)) setDraft('')
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter keeps a line break. Composition (IME) Enter only confirms the text.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <Card
      aria-labelledby={headingId}
      className={cn('min-w-0 gap-0 overflow-hidden py-0', className)}
      role="region"
    >
      <div className="flex items-center gap-3 border-border border-b px-5 py-4">
        <CoachAvatar className="size-10" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold text-base leading-snug tracking-tight">
            {title}
          </h2>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
        <Badge variant="success" className="gap-1.5">
          <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
          Online
        </Badge>
      </div>

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
            <MessageBubble key={message.id} message={message} />
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-3 border-border border-t px-4 py-4 sm:px-5">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Suggested questions</legend>
          {coachSuggestedPrompts.map((prompt) => (
            <Button
              key={prompt}
              variant="outline"
              size="sm"
              className="h-auto min-h-8 whitespace-normal rounded-full py-1.5 text-left font-medium"
              disabled={typing}
              onClick={() => {
                send(prompt)
                // The prompt buttons are disabled while the reply is pending; keep focus somewhere useful.
                inputRef.current?.focus()
              }}
            >
              {prompt}
            </Button>
          ))}
        </fieldset>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <Label htmlFor={inputId} className="sr-only">
            Message your {COACH_NAME}
          </Label>
          <Textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder="Ask your coach anything…"
            className="max-h-32 min-h-10 min-w-0 flex-1 resize-none py-2"
          />
          {/* Icon-only on phones so the placeholder keeps one line beside it. */}
          <Button
            type="submit"
            disabled={typing || draft.trim() === ''}
            className="max-sm:size-10 max-sm:px-0"
          >
            <SendHorizontal aria-hidden="true" />
            <span className="max-sm:sr-only">Send</span>
          </Button>
        </form>
      </div>
    </Card>
  )
}
