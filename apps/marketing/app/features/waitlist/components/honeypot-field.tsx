import { useId } from 'react'
import { useFieldContext } from '../form-context'

/**
 * The honeypot: a text box people never meet — visually hidden, hidden from assistive technology,
 * out of the tab order, never autofilled. Bots that fill every box fill it; the form sends it and the
 * database refuses a registration where it is not empty.
 */
function HoneypotField() {
  const field = useFieldContext<string>()
  const id = useId()
  return (
    <div data-slot="honeypot-field" aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={field.name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </div>
  )
}

export { HoneypotField }
