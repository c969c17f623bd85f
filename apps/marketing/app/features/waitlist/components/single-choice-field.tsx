import { fieldRevealedBy } from '@app/forms/survey-visibility'
import { cn } from '@app/ui/lib/utils'
import type * as React from 'react'
import { useFieldFeedback } from '../hooks/use-field-feedback'
import { FieldError } from './field-error'
import { QuestionLegend } from './question-legend'

// Option grids by label length: long labels get the full width on phones, short ones share a row (from 360 px:
// on a 320 px phone two cards a row leave "Prototype" no room and break "Pre-seed" at its hyphen).
const layoutClasses = {
  list: 'grid-cols-1 sm:grid-cols-2',
  grid: 'grid-cols-1 min-[360px]:grid-cols-2 sm:grid-cols-3',
  row: 'grid-cols-1 sm:grid-cols-3',
} as const

type SingleChoiceFieldProps = {
  number: string
  question: string
  options: readonly string[]
  layout?: keyof typeof layoutClasses
  /** Follow-up inputs of this question (e.g. its "Other" box), kept inside the question's group. */
  children?: React.ReactNode
}

/**
 * A single-choice survey question: native radios in a fieldset, each a large, fully tappable card. The card's
 * look follows `:checked`, so a tap shows before any script has loaded.
 */
function SingleChoiceField({ number, question, options, layout = 'list', children }: SingleChoiceFieldProps) {
  const { field, controlId, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<string>()
  return (
    <fieldset data-slot="single-choice-field" className="min-w-0" {...wrapperProps} {...invalidProps}>
      <QuestionLegend number={number}>{question}</QuestionLegend>
      <div className={cn('grid gap-2', layoutClasses[layout])}>
        {options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${controlId}-${index}`}
            className={cn(
              'flex min-h-12 cursor-pointer select-none items-center gap-3 rounded-xl border border-input bg-card px-4 py-3 text-foreground text-sm leading-snug shadow-xs transition-colors',
              'hover:border-accent-300 hover:bg-accent-50/50',
              'has-checked:border-accent-600 has-checked:bg-accent-50 has-checked:font-medium',
            )}
          >
            <input
              type="radio"
              id={`${controlId}-${index}`}
              name={field.name}
              value={option}
              data-reveals={fieldRevealedBy(field.name, option)}
              checked={field.state.value === option}
              onChange={() => field.handleChange(option)}
              onBlur={field.handleBlur}
              className={cn(
                'size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-card shadow-xs transition-colors',
                'hover:border-accent-500 checked:border-accent-600 checked:bg-accent-600 checked:inset-ring-4 checked:inset-ring-card',
              )}
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} className="mt-3" />
      {children}
    </fieldset>
  )
}

export { SingleChoiceField }
