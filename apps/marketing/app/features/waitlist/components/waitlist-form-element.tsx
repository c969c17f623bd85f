import type * as React from 'react'
import { useFormContext } from '../form-context'

/**
 * The <form> of a waitlist form: submitting runs the form's schema validation instead of the browser's
 * (noValidate). No second submit can start while one is in flight: the submit button is disabled then,
 * and browsers do not submit a form by Enter when its submit button is disabled.
 */
function WaitlistFormElement(props: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  const form = useFormContext()
  return (
    <form
      noValidate
      // Without JavaScript a submit must do nothing: no details in the address bar (GET), no navigation to an
      // answer the static host cannot give (POST) that would lose what was typed. A `dialog` form outside a
      // dialog submits nowhere; the notice under the button says why (submit-button.tsx).
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      {...props}
    />
  )
}

export { WaitlistFormElement }
