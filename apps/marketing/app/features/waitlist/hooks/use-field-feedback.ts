import { useId } from 'react'
import { FIELD_NAME_ATTRIBUTE, firstErrorMessage } from '../field-errors'
import { useFieldContext } from '../form-context'

/**
 * What a field component needs to tie its control and its error together for assistive technology.
 * The error is linked through aria-describedby and flagged with aria-invalid.
 */
export function useFieldFeedback<TValue>() {
  const field = useFieldContext<TValue>()
  const id = useId()
  const error = firstErrorMessage(field.state.meta.errors)
  const controlId = `${id}-control`
  const errorId = `${id}-error`
  return {
    field,
    controlId,
    errorId,
    error,
    wrapperProps: { [FIELD_NAME_ATTRIBUTE]: field.name },
    invalidProps: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  }
}
