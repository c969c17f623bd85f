import { Label } from '@app/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@app/ui/components/radio-group'
import { cn } from '@app/ui/lib/utils'
import type * as React from 'react'
import { useFieldFeedback } from '../hooks/use-field-feedback'
import { FieldError } from './field-error'
import { QuestionLegend } from './question-legend'

// Option grids by label length: long labels get the full width on phones, short ones share a row.
const layoutClasses = {
  list: 'grid-cols-1 sm:grid-cols-2',
  grid: 'grid-cols-2 sm:grid-cols-3',
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

/** A single-choice survey question: a radio group whose options are large, fully tappable cards. */
function SingleChoiceField({ number, question, options, layout = 'list', children }: SingleChoiceFieldProps) {
  const { field, controlId, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<string>()
  const legendId = `${controlId}-legend`
  return (
    <fieldset data-slot="single-choice-field" className="min-w-0" {...wrapperProps}>
      <QuestionLegend id={legendId} number={number}>
        {question}
      </QuestionLegend>
      <RadioGroup
        aria-labelledby={legendId}
        name={field.name}
        value={field.state.value}
        onValueChange={field.handleChange}
        onBlur={field.handleBlur}
        className={cn('grid gap-2', layoutClasses[layout])}
        {...invalidProps}
      >
        {options.map((option, index) => {
          const optionId = `${controlId}-${index}`
          return (
            <Label
              key={option}
              htmlFor={optionId}
              className={cn(
                'min-h-12 cursor-pointer gap-3 rounded-xl border border-input bg-card px-4 py-3 font-normal shadow-xs transition-colors',
                'hover:border-accent-300 hover:bg-accent-50/50',
                'has-data-[state=checked]:border-accent-600 has-data-[state=checked]:bg-accent-50 has-data-[state=checked]:font-medium',
              )}
            >
              <RadioGroupItem id={optionId} value={option} />
              {option}
            </Label>
          )
        })}
      </RadioGroup>
      <FieldError id={errorId} message={error} className="mt-3" />
      {children}
    </fieldset>
  )
}

export { SingleChoiceField }
