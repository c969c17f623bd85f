import { Input } from '@app/ui/components/input'
import { Label } from '@app/ui/components/label'
import { cn } from '@app/ui/lib/utils'
import type * as React from 'react'
import { useFieldFeedback } from '../hooks/use-field-feedback'
import { FieldError } from './field-error'
import { OptionalMark } from './optional-mark'

type TextFieldProps = Omit<
  React.ComponentProps<typeof Input>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur'
> & {
  label: string
  optional?: boolean
  /** Classes of the field's wrapper (label, input and message). */
  className?: string
}

function TextField({ label, optional = false, className, ...inputProps }: TextFieldProps) {
  const { field, controlId, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<string>()
  return (
    <div data-slot="text-field" className={cn('grid gap-2', className)} {...wrapperProps}>
      <Label htmlFor={controlId}>
        {label}
        {optional ? <OptionalMark /> : null}
      </Label>
      <Input
        id={controlId}
        name={field.name}
        value={field.state.value}
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
