import { Label } from '@app/ui/components/label'
import { NativeSelect } from '@app/ui/components/native-select'
import { useFieldFeedback } from '../hooks/use-field-feedback'
import { FieldError } from './field-error'
import { OptionalMark } from './optional-mark'

type SelectFieldProps = {
  label: string
  /** Text of the empty choice, shown until the visitor picks an option. */
  placeholder: string
  options: readonly { label: string; value: string }[]
  optional?: boolean
}

/** A native select: on phones it opens the platform picker, the fastest choice on a small screen. */
function SelectField({ label, placeholder, options, optional = false }: SelectFieldProps) {
  const { field, controlId, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<string>()
  return (
    <div data-slot="select-field" className="grid gap-2" {...wrapperProps}>
      <Label htmlFor={controlId}>
        {label}
        {optional ? <OptionalMark /> : null}
      </Label>
      <NativeSelect
        id={controlId}
        name={field.name}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        className="h-12 md:h-11"
        {...invalidProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export { SelectField }
