import { SUBMITTING } from '@app/forms/messages'
import { Button } from '@app/ui/components/button'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useSubmitPending } from '../submit-pending'
import { JavaScriptNeededNote } from './javascript-needed-note'

/**
 * The form's submit button: disabled and reading "Submitting..." from the press until the registration's
 * outcome (the schemas loading, validation, the request). It is
 * live from the first paint: a click before the form's code has loaded is held and replayed by the page
 * script (app/runtime/page-script.ts); without JavaScript the note below it says why nothing can happen.
 */
function SubmitButton({ label }: { label: string }) {
  return (
    <>
      <SubmitButtonView label={label} isSubmitting={useSubmitPending()} />
      <JavaScriptNeededNote />
    </>
  )
}

function SubmitButtonView({ label, isSubmitting }: { label: string; isSubmitting: boolean }) {
  const button = useRef<HTMLButtonElement>(null)
  const wasSubmitting = useRef(false)
  useEffect(() => {
    // Disabling the focused button drops the keyboard's place to the page's start. When a submit fails the
    // visitor stays on the form: put focus back on the button, so the next Tab goes on from where they were.
    if (wasSubmitting.current && !isSubmitting && document.activeElement === document.body)
      button.current?.focus()
    wasSubmitting.current = isSubmitting
  }, [isSubmitting])
  // The label may wrap (a 320 px phone with the reader's own wider letter and word spacing): the button grows
  // rather than push the form past the screen's edge.
  return (
    <Button
      ref={button}
      type="submit"
      size="lg"
      disabled={isSubmitting}
      className="h-auto min-h-13 w-full whitespace-normal text-base"
    >
      {isSubmitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
      {isSubmitting ? SUBMITTING : label}
    </Button>
  )
}

export { SubmitButton }
