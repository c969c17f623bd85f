import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts that connect the waitlist field components to the field and form they render. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
