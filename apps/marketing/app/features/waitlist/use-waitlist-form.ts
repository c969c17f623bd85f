import { createFormHook } from '@tanstack/react-form'
import { ConsentField } from './components/consent-field'
import { HoneypotField } from './components/honeypot-field'
import { MultiChoiceField } from './components/multi-choice-field'
import { SelectField } from './components/select-field'
import { SingleChoiceField } from './components/single-choice-field'
import { SubmitButton } from './components/submit-button'
import { TextField } from './components/text-field'
import { WaitlistFormElement } from './components/waitlist-form-element'
import { fieldContext, formContext } from './form-context'

/** TanStack Form bound to the waitlist's field components (`field.TextField`, `form.SubmitButton`, ...). */
export const { useAppForm: useWaitlistForm, withFieldGroup: withWaitlistFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    SelectField,
    ConsentField,
    SingleChoiceField,
    MultiChoiceField,
    HoneypotField,
  },
  formComponents: { WaitlistFormElement, SubmitButton },
})
