import { Button } from '@app/ui/components/button'
import { Label } from '@app/ui/components/label'
import { Textarea } from '@app/ui/components/textarea'
import { cn } from '@app/ui/lib/utils'
import { SendHorizontal } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { COACH_NAME, coachSuggestedPrompts } from './coach-script.ts'

type CoachComposerProps = {
  /** Whether the coach is still answering: nothing can be sent until it has. */
  typing: boolean
  /** Sends a message; false when it was not sent (blank, or a reply still pending), so the draft stays. */
  send: (text: string) => boolean
  /** Drawn by the prerendered page, before the chat's code has run: the stylesheet times the prompts and Send. */
  beforeCode: boolean
}

/** Below the conversation: the suggested questions, then the message box and Send. */
export function CoachComposer({ typing, send, beforeCode }: CoachComposerProps) {
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()

  function submit() {
    if (!send(draft)) return
    setDraft('')
    // Send turns disabled with the box empty and the reply pending: where it was pressed (by keyboard, or a tap
    // that focused it) focus would drop to the page. It goes back to the box, ready for the next message.
    inputRef.current?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter keeps a line break. Composition (IME) Enter only confirms the text.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <div className="flex flex-col gap-3 border-border border-t px-4 py-4 sm:px-5">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Suggested questions</legend>
        {coachSuggestedPrompts.map((prompt) => (
          <Button
            key={prompt}
            variant="outline"
            size="sm"
            className={cn(
              'h-auto min-h-8 max-w-full shrink whitespace-normal rounded-full py-1.5 text-left font-medium',
              beforeCode && 'animate-coach-composer-waits',
            )}
            // Before the code, the page draws the greeting once its second is up, and the prompts with it: a
            // press then is held and asked once the code has run, so none is disabled.
            disabled={typing && !beforeCode}
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
          className="max-h-32 min-h-10 min-w-0 flex-1 resize-none py-2 max-[359px]:placeholder:text-sm"
        />
        {/* Icon-only on phones so the placeholder keeps one line beside it (below 360 px, in a smaller size:
            the typed text keeps 16 px, under which phones zoom into the field). */}
        <Button
          type="submit"
          // As the prompts: before the code, the stylesheet draws it unavailable while the coach types or the box
          // is empty, and a press on it is held until the code runs.
          disabled={!beforeCode && (typing || draft.trim() === '')}
          className={cn(
            'max-sm:size-10 max-sm:px-0',
            beforeCode && 'animate-coach-composer-waits coach-send-waits-for-text',
          )}
        >
          <SendHorizontal aria-hidden="true" />
          <span className="max-sm:sr-only">Send</span>
        </Button>
      </form>
    </div>
  )
}
