import { SUBMITTING } from '@app/forms/messages'
import { Button } from '@app/ui/components/button'
import { LoaderCircle } from 'lucide-react'
import { useSubmitPending } from '../submit-pending'
import { JavaScriptNeededNote } from './javascript-needed-note'

/**
 * The form's submit button: disabled and reading "Submitting..." from the press until the registration's
 * outcome (the schemas loading, validation, the request). It is
 * live from the first paint: a click before the form's code has loaded is held and replayed by the page
 * script (app/runtime/page-script.ts). Without JavaScript the note at the top of the form says why nothing can
 * happen; a long form (`repeatNote`, the survey, whose top is screens away by then) says it under the button too.
 */
function SubmitButton({ label, repeatNote = false }: { label: string; repeatNote?: boolean }) {
  return (
    <>
      <SubmitButtonView label={label} isSubmitting={useSubmitPending()} />
      {repeatNote ? <JavaScriptNeededNote /> : null}
    </>
  )
}

function SubmitButtonView({ label, isSubmitting }: { label: string; isSubmitting: boolean }) {
  // Disabled for screen readers and to the eye (`aria-disabled`), not by the `disabled` attribute: that would drop
  // the keyboard's place to the page's start for as long as the request runs, and a screen reader would hear
  // nothing. The button keeps focus and reads "Submitting..., unavailable"; a press or an Enter meanwhile reaches
  // the form, which ignores a submit while one is in flight (waitlist-form-element.tsx).
  // The label may wrap (a 320 px phone with the reader's own wider letter and word spacing): the button grows
  // rather than push the form past the screen's edge.
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={isSubmitting || undefined}
      className="h-auto min-h-13 w-full whitespace-normal text-base"
    >
      {isSubmitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
      {isSubmitting ? SUBMITTING : label}
    </Button>
  )
}

export { SubmitButton }
