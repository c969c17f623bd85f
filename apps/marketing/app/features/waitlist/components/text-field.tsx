import { Input } from '@app/ui/components/input'
import { Label } from '@app/ui/components/label'
import { cn } from '@app/ui/lib/utils'
import type * as React from 'react'
import { useState } from 'react'
import { useFieldFeedback } from '../hooks/use-field-feedback'
import { FieldError } from './field-error'
import { OptionalMark } from './optional-mark'

type TextFieldProps = Omit<
  React.ComponentProps<typeof Input>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  label: string
  optional?: boolean
  /** Classes of the field's wrapper (label, input and message). */
  className?: string
}

function TextField({ label, optional = false, className, ...inputProps }: TextFieldProps) {
  const { field, controlId, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<string>()
  // The box keeps its text itself (uncontrolled) and tells the form each change. Bound to the form's value,
  // React would copy every keystroke into the box's `value` attribute too, and a browser that loads the page
  // again (Back without its back-forward cache, a phone's tab reloaded after the system discarded it) gives a
  // box its text back only where the text differs from that attribute: the typed name and email were lost while
  // the role and the ticked box came back. What the box shows at first is the form's value when it first renders.
  const [shownFirst] = useState(field.state.value)
  return (
    <div data-slot="text-field" className={cn('grid gap-2', className)} {...wrapperProps}>
      <Label htmlFor={controlId}>
        {label}
        {optional ? <OptionalMark /> : null}
      </Label>
      <Input
        id={controlId}
        name={field.name}
        defaultValue={shownFirst}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        aria-required={optional ? undefined : true}
        className="h-12 md:h-11"
        {...invalidProps}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export { TextField }
