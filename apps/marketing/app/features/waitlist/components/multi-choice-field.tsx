import { Toggle } from '@app/ui/components/toggle'
import { Check, Plus } from 'lucide-react'
import type * as React from 'react'
import { useFieldFeedback } from '../hooks/use-field-feedback'
import { FieldError } from './field-error'
import { QuestionLegend } from './question-legend'

type MultiChoiceFieldProps = {
  number: string
  question: string
  options: readonly string[]
  /** Follow-up inputs of this question (e.g. its "Other" box), kept inside the question's group. */
  children?: React.ReactNode
}

/** A multi-choice survey question: each option is a toggle button (aria-pressed) that turns on and off. */
function MultiChoiceField({ number, question, options, children }: MultiChoiceFieldProps) {
  const { field, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<string[]>()
  const chosen = new Set(field.state.value)

  function toggle(option: string, pressed: boolean) {
    // Kept in catalogue order, whatever order the options were tapped in.
    field.handleChange(
      options.filter((candidate) => (candidate === option ? pressed : chosen.has(candidate))),
    )
  }

  return (
    <fieldset data-slot="multi-choice-field" className="min-w-0" {...wrapperProps} {...invalidProps}>
      <QuestionLegend number={number} hint="Select all that apply.">
        {question}
      </QuestionLegend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = chosen.has(option)
          return (
            <Toggle
              key={option}
              variant="chip"
              pressed={pressed}
              onPressedChange={(next) => toggle(option, next)}
              onBlur={field.handleBlur}
              className="h-auto min-h-11 whitespace-normal px-4 py-2 text-left"
            >
              {/* Same-size icons for both states, so a chip never changes width when tapped. */}
              {pressed ? (
                <Check aria-hidden="true" />
              ) : (
                <Plus aria-hidden="true" className="text-muted-foreground" />
              )}
              {option}
            </Toggle>
          )
        })}
      </div>
      <FieldError id={errorId} message={error} className="mt-3" />
      {children}
    </fieldset>
  )
}

export { MultiChoiceField }
