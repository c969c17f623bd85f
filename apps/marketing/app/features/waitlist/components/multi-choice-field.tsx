import { fieldRevealedBy } from '@app/forms/survey-visibility'
import { cn } from '@app/ui/lib/utils'
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

/**
 * A multi-choice survey question: each option a native checkbox (it toggles on and off) drawn as a chip. The
 * chip's look follows `:checked`, so a tap shows before any script has loaded.
 */
function MultiChoiceField({ number, question, options, children }: MultiChoiceFieldProps) {
  const { field, controlId, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<string[]>()
  const chosen = new Set(field.state.value)

  function toggle(option: string, checked: boolean) {
    // From the field's current value, not this render's: adoption after hydration reports several options
    // before React renders again. Kept in catalogue order, whatever order the options were tapped in.
    field.handleChange((current) =>
      options.filter((candidate) => (candidate === option ? checked : current.includes(candidate))),
    )
  }

  return (
    <fieldset data-slot="multi-choice-field" className="min-w-0" {...wrapperProps} {...invalidProps}>
      <QuestionLegend number={number} hint="Select all that apply.">
        {question}
      </QuestionLegend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${controlId}-${index}`}
            className={cn(
              'group relative inline-flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-full border border-border-strong bg-card px-4 py-2 font-medium text-foreground text-sm',
              'transition-[color,background-color,border-color,box-shadow] duration-150 hover:border-accent-300 hover:bg-accent-50',
              'has-checked:border-accent-600 has-checked:bg-accent-600 has-checked:text-white has-checked:shadow-accent-600/25 has-checked:shadow-sm has-checked:hover:bg-accent-700',
            )}
          >
            {/* The box is the whole chip: its own focus ring follows the chip's shape. */}
            <input
              type="checkbox"
              id={`${controlId}-${index}`}
              name={field.name}
              value={option}
              data-reveals={fieldRevealedBy(field.name, option)}
              checked={chosen.has(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              onBlur={field.handleBlur}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
            />
            {/* Same-size icons for both states, so a chip never changes width when tapped. */}
            <Check
              aria-hidden="true"
              className="pointer-events-none hidden size-4 shrink-0 group-has-checked:block"
            />
            <Plus
              aria-hidden="true"
              className="pointer-events-none size-4 shrink-0 text-muted-foreground group-has-checked:hidden"
            />
            <span className="pointer-events-none relative">{option}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} className="mt-3" />
      {children}
    </fieldset>
  )
}

export { MultiChoiceField }
