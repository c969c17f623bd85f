import type * as React from 'react'

type QuestionLegendProps = {
  id?: string
  /** The survey's own numbering: "1" to "7", and "3.1" for the follow-up question. */
  number: string
  hint?: string
  children: React.ReactNode
}

function QuestionLegend({ id, number, hint, children }: QuestionLegendProps) {
  return (
    <legend id={id} data-slot="question-legend" className="mb-4 flex w-full items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-px inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-accent-50 px-2 font-semibold text-accent-700 text-xs tabular-nums ring-1 ring-accent-200"
      >
        {number}
      </span>
      <span className="grid gap-1">
        <span className="font-semibold text-base text-foreground leading-snug">
          <span className="sr-only">Question {number}: </span>
          {children}
        </span>
        {hint ? <span className="font-normal text-muted-foreground text-sm">{hint}</span> : null}
      </span>
    </legend>
  )
}

export { QuestionLegend }
