import type * as React from 'react'
import { useRef, useState } from 'react'
import { useFormContext } from '../form-context'
import { reportSubmitFailure, submitButtonOf } from '../hooks/use-registration-submit'
import { SubmitPendingContext } from '../submit-pending'
import { loadSchemas } from '../validation'
import { JavaScriptNeededNote } from './javascript-needed-note'

type WaitlistFormElementProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** Called once, when the visitor first focuses, taps or changes anything in the form. */
  onStart?: () => void
}

/**
 * The <form> of a waitlist form: submitting runs the form's schema validation instead of the browser's
 * (noValidate). No second submit can start while one is in flight, from the press until its outcome: a
 * submit in flight is ignored (a press of the submit button, which is `aria-disabled` and reads "Submitting...",
 * or Enter in a field), including while the schemas are still loading.
 */
function WaitlistFormElement({ onStart, children, ...props }: WaitlistFormElementProps) {
  const form = useFormContext()
  const started = useRef(false)
  // A ref as well as state: two presses in one moment both run before React has drawn the first one's state.
  const inFlight = useRef(false)
  const [pending, setPending] = useState(false)
  const start = () => {
    if (started.current) return
    started.current = true
    onStart?.()
  }
  return (
    <form
      noValidate
      // Without JavaScript a submit must do nothing: no details in the address bar (GET), no navigation to an
      // answer the static host cannot give (POST) that would lose what was typed. A `dialog` form outside a
      // dialog submits nowhere; a note at the top and one under the button say why (javascript-needed-note.tsx).
      method="dialog"
      onFocus={start}
      onPointerDown={start}
      onChange={start}
      onSubmit={async (event) => {
        event.preventDefault()
        start()
        if (inFlight.current) return
        inFlight.current = true
        setPending(true)
        const submitButton = submitButtonOf(event.currentTarget)
        try {
          // Validation needs the schemas, loaded when the visitor started on the form. Where that load failed
          // (the connection dropped after the page loaded) the submit says so instead of doing nothing.
          await loadSchemas()
          await form.handleSubmit()
        } catch (error) {
          await reportSubmitFailure(error, submitButton)
        } finally {
          inFlight.current = false
          setPending(false)
        }
      }}
      {...props}
    >
      <JavaScriptNeededNote />
      <SubmitPendingContext value={pending}>{children}</SubmitPendingContext>
    </form>
  )
}

export { WaitlistFormElement }
