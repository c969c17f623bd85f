import type * as React from 'react'
import { useRef } from 'react'
import { useFormContext } from '../form-context'
import { reportSubmitFailure, submitButtonOf } from '../hooks/use-registration-submit'
import { loadSchemas } from '../validation'
import { JavaScriptNeededNote } from './javascript-needed-note'

type WaitlistFormElementProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** Called once, when the visitor first focuses, taps or changes anything in the form. */
  onStart?: () => void
}

/**
 * The <form> of a waitlist form: submitting runs the form's schema validation instead of the browser's
 * (noValidate). No second submit can start while one is in flight: the submit button is disabled then,
 * and browsers do not submit a form by Enter when its submit button is disabled.
 */
function WaitlistFormElement({ onStart, children, ...props }: WaitlistFormElementProps) {
  const form = useFormContext()
  const started = useRef(false)
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
        const submitButton = submitButtonOf(event.currentTarget)
        // Validation needs the schemas, loaded when the visitor started on the form. Where that load failed
        // (the connection dropped after the page loaded) the submit says so instead of doing nothing.
        try {
          await loadSchemas()
        } catch (error) {
          await reportSubmitFailure(error, submitButton)
          return
        }
        void form.handleSubmit()
      }}
      {...props}
    >
      <JavaScriptNeededNote />
      {children}
    </form>
  )
}

export { WaitlistFormElement }
