import { Check } from 'lucide-react'
import type * as React from 'react'

import { cn } from '../lib/utils'

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Classes of the box's wrapper (position it in a row, e.g. `mt-0.5`). */
  wrapperClassName?: string
}

/**
 * A native checkbox, drawn as the design system's box: it ticks at the tap, before any script has loaded and
 * without JavaScript, and its look follows `:checked`, so the tick shows the instant it is tapped.
 */
function Checkbox({ className, wrapperClassName, ...props }: CheckboxProps) {
  return (
    <span
      data-slot="checkbox-wrapper"
      className={cn('relative inline-grid size-5 shrink-0', wrapperClassName)}
    >
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded-md border border-input bg-card shadow-xs transition-colors',
          'hover:border-accent-500 checked:border-accent-600 checked:bg-accent-600',
          'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
      <Check
        data-slot="checkbox-indicator"
        className="pointer-events-none invisible absolute inset-0 m-auto size-3.5 text-white peer-checked:visible"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  )
}

export { Checkbox }
